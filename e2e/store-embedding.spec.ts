import fs from 'node:fs';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Frame,
  type Page,
  type Request,
} from '@playwright/test';
import { readZip } from '../src/server/test/zip.ts';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { signInAsAdmin } from './support/admin-account.ts';
import { expectNoViolations } from './support/axe.ts';
import { type StoreProof, storePage, test, trackerMessages } from './support/demo-store.ts';
import { DEVICE, logSession, recentSessions, tracker } from './support/embedded-tracker.ts';
import { acceptPrivacy, acceptPrivacyForStoreCustomer } from './support/privacy.ts';
import { APP_ORIGIN, STORE_ORIGIN } from './support/store-config.ts';
import { expectTouchTargets } from './support/touch-targets.ts';
import { expectImageLoaded, photo, screenshot } from './support/tracker.ts';

// Issues 4 and 8 in the browser: the tracker embedded in a store page on another site
// (docs/store-embedding.md), identified by a store proof (signed embed URL or setCustomerHash message) or
// the admin's embed code (an invitation), each exchanged once for a store session; and the tracker served
// through the store's app proxy. A customer hash alone acts on nothing.

/** What a second use of a spent embed code shows: the hash in its URL is a hash alone. */
const SECOND_USE_SCREEN = 'Sign In Required';

/** Waits until the tracker in the store page has said a message of this type, and returns them all. */
async function expectMessage(page: Page, type: string) {
  await expect.poll(async () => (await trackerMessages(page)).some((m) => m.type === type)).toBe(true);
  return trackerMessages(page);
}

/**
 * A store customer's hash, verified by the server: a store proof (as the store theme makes it) exchanged for
 * a store session by POST /api/customer/session. Uses up the proof.
 */
async function verifiedStoreHash(request: APIRequestContext, proof: StoreProof): Promise<string> {
  const reply = await request.post('/api/customer/session', { data: proof });
  expect(reply.status()).toBe(200);
  const body = (await reply.json()) as { customerHash: string; authenticated: boolean; token: string };
  expect(body.authenticated).toBe(true);
  expect(body.token.length).toBeGreaterThanOrEqual(20);
  return body.customerHash;
}

/** Posts setCustomerHash from the store page, with the proof's fields when given. */
async function sendCustomerHash(sender: Page | Frame, customerHash: string, proof?: StoreProof) {
  await sender.evaluate(
    ([hash, fields]) =>
      (window as unknown as { sendCustomerHash(h: string, p?: object): void }).sendCustomerHash(hash, fields),
    [customerHash, proof] as const,
  );
}

/** True for the tracker's POST /api/customer/session (the proof exchange), whatever its query. */
const isExchange = (request: Request) => {
  const url = new URL(request.url());
  return url.origin === APP_ORIGIN && url.pathname === '/api/customer/session' && request.method() === 'POST';
};

/** The app's API requests a page made that carry a store proof or invitation in their URL (none should). */
function proofsInApiUrls(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/api/') && url.searchParams.has('signature')) seen.push(request.url());
  });
  return seen;
}

test('the signed embed URL: Website Integration, the customer sessions, heights to the store page', async ({
  page,
  request,
  demoStore,
}) => {
  const customerId = `demo-${Date.now()}`;
  await acceptPrivacyForStoreCustomer(request, await demoStore.freshProof(customerId));
  const proofsSent = proofsInApiUrls(page);
  const exchange = page.waitForRequest(isExchange);
  await page.goto(`${demoStore.storeOrigin}/signed?customer_id=${customerId}`);
  const frame = tracker(page);
  // The proof in the frame's URL is exchanged by a POST (never a GET, which another site could trigger).
  expect((await exchange).postDataJSON()).toMatchObject({ customer_id: customerId });
  await expect(frame.getByText('Website Integration', { exact: true })).toBeVisible();
  await expect(frame.getByText('No sessions have been logged yet.', { exact: true })).toBeVisible();
  // A store customer without an account gets Logout but no Profile.
  await expect(frame.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Profile' })).toHaveCount(0);

  await logSession(frame, 'Logged inside the store');
  await expect(recentSessions(frame).getByRole('listitem').first()).toContainText(DEVICE);
  // Still the store's identity after moving between the tracker's pages.
  await expect(frame.getByText('Website Integration', { exact: true })).toBeVisible();

  const messages = await expectMessage(page, 'trackerHeight');
  expect(messages[0]).toEqual({ type: 'trackerReady' });
  const heights = messages.filter((m) => m.type === 'trackerHeight').map((m) => m.height ?? 0);
  expect(Math.min(...heights)).toBeGreaterThan(0);
  // The store page resized its frame to the last height the tracker reported.
  await expect
    .poll(async () => {
      const last = (await trackerMessages(page)).filter((m) => m.type === 'trackerHeight').at(-1)?.height;
      const frameHeight = await page.locator('#progress-tracker').evaluate((el) => el.style.height);
      return frameHeight === `${last}px`;
    })
    .toBe(true);
  await screenshot(page, 'store-signed-embed');
  // The tab bar is in the frame's flow, at its top: its sheets open there, in sight, not at the far end of
  // the frame, which is as tall as the tracker's page.
  await frame
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Log', exact: true })
    .click();
  const logSheet = await frame.getByRole('dialog', { name: 'Log' }).boundingBox();
  const viewport = page.viewportSize();
  expect(
    logSheet && viewport && logSheet.y >= 0 && logSheet.y + logSheet.height <= viewport.height,
    'the Log sheet opens out of sight',
  ).toBe(true);
  await page.keyboard.press('Escape');
  await expect(frame.getByRole('dialog', { name: 'Log' })).toHaveCount(0);

  // A reload renders the store page again, with a new proof: the same customer, the same session.
  await page.reload();
  await expect(frame.getByText('Website Integration', { exact: true })).toBeVisible();
  await expect(recentSessions(frame).getByRole('listitem')).toHaveCount(1);
  await expect(recentSessions(frame).getByRole('listitem').first()).toContainText(DEVICE);
  expect(proofsSent).toEqual([]);
});

test('a signed embed URL with a wrong signature is refused: Login Required', async ({ page, demoStore }) => {
  const issuedAt = Math.floor(Date.now() / 1000);
  const url = demoStore.serve(
    '/forged',
    storePage(
      'Forged signature',
      `<iframe id="progress-tracker" src="${APP_ORIGIN}/?customer_id=42&amp;issued_at=${issuedAt}&amp;signature=${'0'.repeat(64)}" width="100%" height="800"></iframe>`,
    ),
  );
  const refused = page.waitForResponse((response) => isExchange(response.request()));
  await page.goto(url);
  expect((await refused).status()).toBe(401);
  await expect(tracker(page).getByRole('heading', { name: 'Login Required' })).toBeVisible();
  // A short page: the frame shrinks below its initial 800 px to fit it.
  await expect
    .poll(async () =>
      Number.parseInt(await page.locator('#progress-tracker').evaluate((el) => el.style.height), 10),
    )
    .toBeLessThan(800);
});

test('setCustomerHash from the store page: a bare hash is refused, with the store proof that customer is shown', async ({
  page,
  context,
  request,
  demoStore,
  baseURL,
}) => {
  // A registered customer logs a session on the tracker's own site and links their store identity (a
  // proof from the store in the same request), then signs out.
  const storeCustomerId = `linked-${Date.now()}`;
  const main = await context.newPage();
  const email = freshEmail('embedded');
  await registerThroughUi(main, email, 'embedded-pass-1');
  await signInThroughUi(main, email, 'embedded-pass-1');
  await expect(main).toHaveURL(`${baseURL}/`);
  await logSession(main, 'Logged on the tracker site');
  const { customerHash: accountHash } = (await (
    await main.request.get('/api/user/customer-hash')
  ).json()) as { customerHash: string };
  const linked = await main.request.post('/api/customer/link', {
    data: { proof: await demoStore.freshProof(storeCustomerId) },
  });
  expect(linked.status()).toBe(200);
  expect(await linked.json()).toEqual({ customerHash: accountHash, linked: true });
  await main.getByRole('button', { name: 'Logout' }).click();
  await expect(main).toHaveURL(/\/auth$/);
  await main.close();
  // The hash the store knows its customer by (asked outside the browser, so its cookie stays out).
  const customerHash = await verifiedStoreHash(request, await demoStore.freshProof(storeCustomerId));
  expect(customerHash).not.toBe(accountHash);

  // The store page frames the tracker without identity: Login Required, with the store login.
  await page.goto(`${demoStore.storeOrigin}/plain`);
  const frame = tracker(page);
  await expect(frame.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Sign in with Shopify' })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Sign in with Email' })).toHaveAttribute('href', '/auth');
  await expectMessage(page, 'trackerReady');

  // The hash alone: stored and acknowledged (spec), but the server acts on nothing for it.
  await sendCustomerHash(page, customerHash);
  const messages = await expectMessage(page, 'customerHashReceived');
  expect(messages).toContainEqual({ type: 'customerHashReceived', customerHash });
  await expect(frame.getByText('Sign In Required', { exact: true })).toBeVisible();
  await expect(frame.getByText('Website Integration', { exact: true })).toBeVisible();
  await expect(recentSessions(frame)).toHaveCount(0);

  // With the store's proof: the linked account's sessions.
  await sendCustomerHash(page, customerHash, await demoStore.freshProof(storeCustomerId));
  await expect
    .poll(async () => (await trackerMessages(page)).filter((m) => m.type === 'customerHashReceived').length)
    .toBe(2);
  await expect(frame.getByText('Website Integration', { exact: true })).toBeVisible();
  await expect(recentSessions(frame).getByRole('listitem').first()).toContainText(DEVICE);
  await expect(frame.getByText('Sign In Required', { exact: true })).toHaveCount(0);
  await expect(frame.locator('body')).not.toContainText('Login Required');

  // Stored: still this customer on the tracker's other pages, without a new message. (Chromium blocks
  // storage in a cross-site frame, so there it is kept in memory until the page is reloaded.)
  await frame.getByRole('button', { name: 'New Session' }).click();
  await expect(frame.getByRole('heading', { name: 'Log Session' })).toBeVisible();
  await expect(frame.getByText('Website Integration', { exact: true })).toBeVisible();
  await frame.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(recentSessions(frame).getByRole('listitem').first()).toContainText(DEVICE);

  // Logout forgets the store identity: back to the sign-in page, and Login Required after a reload.
  await frame.getByRole('button', { name: 'Logout' }).click();
  await expect(frame.getByRole('tab', { name: 'Login' })).toBeVisible();
  await page.reload();
  await expect(frame.getByRole('heading', { name: 'Login Required' })).toBeVisible();
});

test('setCustomerHash from another site is ignored', async ({ page, request, demoStore }) => {
  const customerId = `other-${Date.now()}`;
  // Asked outside the browser, so the store cookie this sets stays out of the page's context.
  const customerHash = await verifiedStoreHash(request, await demoStore.freshProof(customerId));
  // A valid proof the other site got hold of somehow.
  const proof = await demoStore.freshProof(customerId);

  // The other site's frame sits beside the tracker on the store page and posts with targetOrigin '*'.
  await page.goto(`${demoStore.storeOrigin}/with-other-frame`);
  const frame = tracker(page);
  await expect(frame.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expectMessage(page, 'trackerReady');
  const other = page.frame({ url: `${demoStore.otherOrigin}/sender` });
  if (!other) throw new Error('the other site frame did not load');
  await sendCustomerHash(other, customerHash, proof);

  await page.waitForTimeout(1000);
  expect((await trackerMessages(page)).map((m) => m.type)).not.toContain('customerHashReceived');
  expect(await other.evaluate(() => (window as unknown as { __replies: unknown[] }).__replies)).toEqual([]);
  await expect(frame.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expect(frame.getByText('Website Integration', { exact: true })).toHaveCount(0);

  // The same message from the store itself is accepted, so the one above did reach the tracker's page;
  // and its proof was not spent by the ignored message.
  await sendCustomerHash(page, customerHash, proof);
  await expectMessage(page, 'customerHashReceived');
  await expect(frame.getByText('No sessions have been logged yet.', { exact: true })).toBeVisible();
});

test('another site cannot frame the tracker at all', async ({ page, demoStore }) => {
  const refused = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
  await page.goto(`${demoStore.otherOrigin}/frame-tracker`);
  expect((await refused).text()).toContain(demoStore.storeOrigin);
  await expect(tracker(page).getByRole('heading', { name: 'Login Required' })).toHaveCount(0);
});

test('Login Required offers the store login, and says when it cannot start', async ({ page, demoStore }) => {
  await page.goto(`${demoStore.storeOrigin}/plain`);
  const frame = tracker(page);
  const storeLogin = frame.getByRole('button', { name: 'Sign in with Shopify' });
  await expect(storeLogin).toBeVisible();

  // Not configured on the server (503): a toast in the tracker, and the page stays.
  await page.route('**/api/shopify/auth?*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"The store login is not configured"}',
    }),
  );
  await storeLogin.click();
  await expect(frame.getByText('Shopify Login Failed', { exact: true })).toBeVisible();
  await expect(frame.getByText('The store login is not configured', { exact: true })).toBeVisible();
  await page.unroute('**/api/shopify/auth?*');

  // Configured: the whole tab goes to the store's customer login, with the way back to the tracker.
  await page.route('https://store.example.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Store login</h1>' }),
  );
  await storeLogin.click();
  await expect(page).toHaveURL(
    `https://store.example.com/account/login?return_url=${encodeURIComponent(`${APP_ORIGIN}/`)}`,
  );
  await expect(page.getByRole('heading', { name: 'Store login' })).toBeVisible();
});

test('a customer hash alone acts on nothing: Sign In Required, even for a hash the server issued', async ({
  browser,
  request,
  demoStore,
}) => {
  const issued = await verifiedStoreHash(request, await demoStore.freshProof(`alone-${Date.now()}`));
  for (const hash of ['not-issued-by-us', issued]) {
    // A fresh browser each time: the first hash stays stored in the other.
    const visitor = await browser.newContext();
    try {
      const page = await visitor.newPage();
      await page.goto(`/?customer_hash=${hash}`);
      await expect(page.getByText('Sign In Required', { exact: true })).toBeVisible();
      await expect(page.getByText('Website Integration', { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Recent Sessions' })).toHaveCount(0);
      // The profile still needs an account.
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/auth$/);
    } finally {
      await visitor.close();
    }
  }
});

test.describe('the admin embed code', () => {
  test.use({ locale: 'en-US', timezoneId: 'UTC' });

  test('copied from the profile, pasted in a store page, shows the admin sessions once', async ({
    page,
    context,
    browser,
    demoStore,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_ORIGIN });
    await signInAsAdmin(page, baseURL ?? APP_ORIGIN);
    const notes = `Admin session ${Date.now()}`;
    await logSession(page, notes);

    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Website Integration' });
    const hash = await card.getByLabel('Customer Hash').inputValue();
    expect(hash).toMatch(/^\S{3,}$/);
    const code = card.getByLabel('Embed Code');
    // The hash with an invitation: the server's signature, good once within 10 minutes.
    const escapedHash = hash.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(code).toHaveValue(
      new RegExp(
        `^<iframe src="${APP_ORIGIN}/\\?customer_hash=${escapedHash}&amp;expires=(\\d+)&amp;signature=[0-9a-f]{64}" width="100%" height="800" frameborder="0"></iframe>$`,
      ),
    );
    const expires = Number(/expires=(\d+)/.exec(await code.inputValue())?.[1]);
    expect(expires * 1000 - Date.now()).toBeGreaterThan(8 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000 + 1000);

    // Copy: 'Copied' for 2 seconds, then the button reads Copy again.
    const copy = card.getByRole('button', { name: 'Copy embed code' });
    const clickedAt = Date.now();
    await copy.click();
    await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(copy).toBeVisible({ timeout: 5000 });
    const feedbackMs = Date.now() - clickedAt;
    expect(feedbackMs).toBeGreaterThanOrEqual(1900);
    expect(feedbackMs).toBeLessThan(4500);
    let pasted = await page.evaluate(() => navigator.clipboard.readText());
    if (!pasted) pasted = await code.inputValue();
    expect(pasted).toBe(await code.inputValue());
    await screenshot(page, 'profile-website-integration');

    // Export CSV of the admin's own sessions, named with the date.
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toBe(
      `sessions-${new Date().toISOString().slice(0, 10)}.csv`,
    );
    await expect(page.getByText('Export Complete', { exact: true })).toBeVisible();

    // Pasted into a store page, opened by a visitor without an account.
    const url = demoStore.serve('/pasted', storePage('Pasted embed code', pasted));
    const visitor: BrowserContext = await browser.newContext();
    try {
      const store = await visitor.newPage();
      await store.goto(url);
      const frame = store.frameLocator('iframe');
      await expect(frame.getByText('Website Integration', { exact: true })).toBeVisible();
      await expect(recentSessions(frame).getByRole('listitem').first()).toContainText(DEVICE);
      await expect(recentSessions(frame).getByRole('listitem').first()).toContainText('25 minutes');
      await expect
        .poll(async () => (await trackerMessages(store)).some((m) => m.type === 'trackerHeight'))
        .toBe(true);
    } finally {
      await visitor.close();
    }

    // The same code a second time, in another browser: the invitation is spent, nothing is shown.
    const second: BrowserContext = await browser.newContext();
    try {
      const store = await second.newPage();
      const refused = store.waitForResponse((response) => isExchange(response.request()));
      await store.goto(url);
      expect((await refused).status()).toBe(401);
      const frame = store.frameLocator('iframe');
      await expect(frame.getByText(SECOND_USE_SCREEN, { exact: true })).toBeVisible();
      await expect(recentSessions(frame)).toHaveCount(0);
      await expect(frame.getByText(notes)).toHaveCount(0);
    } finally {
      await second.close();
    }
  });

  test('the profile card explains a failed hash and an export without data', async ({ page, baseURL }) => {
    await signInAsAdmin(page, baseURL ?? APP_ORIGIN);
    await page.route('**/api/sessions?limit=1*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.route('**/api/user/customer-hash*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Database unavailable"}',
      }),
    );
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Website Integration' });
    await expect(card.getByText('Failed to load customer hash', { exact: true })).toBeVisible();
    await expect(card.getByText('Failed to generate embed code', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Export CSV' }).click();
    await expect(page.getByText('Export Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('No data available to export', { exact: true })).toBeVisible();
  });
});

test('non-admins see no Website Integration card', async ({ page, baseURL }) => {
  const email = freshEmail('plain-user');
  await registerThroughUi(page, email, 'plain-pass-1');
  await signInThroughUi(page, email, 'plain-pass-1');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByText('Account Connected', { exact: true })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Recent Sessions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Website Integration' })).toHaveCount(0);
});

test.describe("the tracker through the store's app proxy", () => {
  /** Signs a customer in to the demo store (its own login and cookie, nothing of the tracker's). */
  async function storeLogin(page: Page, customerId: string) {
    await page.goto(`${STORE_ORIGIN}/account/login?customer_id=${customerId}`);
    await expect(page.getByRole('heading', { name: `Demo store: signed in as ${customerId}` })).toBeVisible();
  }

  test('a store customer without an account uses history, progress, timer and goals, and downloads and deletes their data', async ({
    page,
    demoStore,
  }) => {
    const customerId = `proxy-privacy-${Date.now()}`;
    await storeLogin(page, customerId);
    await acceptPrivacy(page.request, { url: `${demoStore.proxyUrl}api/consent` });
    const created = await page.request.post(`${demoStore.proxyUrl}api/sessions`, {
      data: { device: DEVICE, duration: 12, notes: 'kept on the store site' },
    });
    expect(created.status()).toBe(201);

    await page.goto(demoStore.proxyUrl);
    await expect(recentSessions(page).getByRole('listitem')).toHaveCount(1);
    // The screens added for every customer open for a store customer too, through the proxy.
    for (const [path, heading] of [
      ['history', 'History'],
      ['progress', 'Progress'],
      ['timer', 'Session Timer'],
      ['goals', 'Goals'],
    ] as const) {
      await page.goto(`${demoStore.proxyUrl}${path}`);
      await expect(page).toHaveURL(`${demoStore.proxyUrl}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    }
    await page.goto(demoStore.proxyUrl);
    // Privacy is in More; a store customer has no profile, so More offers none.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).click();
    const more = page.getByRole('dialog', { name: 'More' });
    await expect(more.getByRole('link', { name: 'Profile' })).toHaveCount(0);
    await more.getByRole('link', { name: 'Privacy and your data' }).click();
    await expect(page).toHaveURL(`${demoStore.proxyUrl}privacy`);
    await expect(page.getByRole('heading', { name: 'Privacy and your data' })).toBeVisible();
    await expectTouchTargets(page, '/privacy (store customer)', 'main');
    await expectNoViolations(page, '/privacy (store customer)');
    // Without a profile, the Preferences are here: weights in kilograms for a store customer too
    // (docs/decisions/056, 061).
    const preferences = page.getByRole('region', { name: 'Preferences' });
    await preferences.getByLabel('Weight unit').selectOption({ label: 'Kilograms (kg)' });
    await expect(preferences.getByText('Saved', { exact: true })).toBeVisible();
    await page.goto(`${demoStore.proxyUrl}log`);
    await page.getByLabel('Device').selectOption('Adjustable Penis Weight Hanging System');
    await expect(page.getByLabel('Weight (kg)')).toHaveAttribute('step', '0.25');
    await page.goto(`${demoStore.proxyUrl}privacy`);

    // Everything stored about them, as the signed-in customer gets it.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const entries = await readZip(fs.readFileSync((await (await downloading).path()) as string));
    expect(entries.map((entry) => entry.name).slice(0, 4)).toEqual([
      'README.txt',
      'sessions.csv',
      'sessions.json',
      'data.json',
    ]);
    expect(entries.find((entry) => entry.name === 'sessions.csv')?.data.toString()).toContain(
      'kept on the store site',
    );

    // No account to delete; all data goes, confirmed by the store's signature instead of a password.
    await expect(page.getByRole('button', { name: 'Delete my account' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete all my data' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete all your data?' });
    await expect(dialog.getByText('The store confirms it is you: no password is needed.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete all data' }).click();
    await expect(page.getByText('All your data was deleted', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page.getByText('No sessions have been logged yet.', { exact: true })).toBeVisible();
  });

  test('a store customer logs a session with a photo on the store site; others see none of it', async ({
    page,
    context,
    browser,
    demoStore,
  }) => {
    // Everything goes to the store's origin: the browser never talks to the tracker's own.
    const appRequests: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (/^https?:/.test(url) && !url.startsWith(`${STORE_ORIGIN}/`)) appRequests.push(url);
    });
    const customerId = `proxy-${Date.now()}`;
    await storeLogin(page, customerId);
    await acceptPrivacy(page.request, { url: `${demoStore.proxyUrl}api/consent` });
    await page.goto(demoStore.proxyUrl);
    await expect(page.getByText('Website Integration', { exact: true })).toBeVisible();
    await expect(page.getByText('No sessions have been logged yet.', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'New Session' }).click();
    await expect(page).toHaveURL(`${demoStore.proxyUrl}log`);
    await expect(page.getByRole('heading', { name: 'Log Session' })).toBeVisible();
    await page.getByLabel('Device').selectOption(DEVICE);
    await page.getByLabel('Duration (minutes)').fill('35');
    await page.getByLabel('Notes').fill('Logged on the store site');
    await page
      .getByLabel('Image')
      .setInputFiles({ name: 'progress.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await expectImageLoaded(page.getByRole('img', { name: 'Session preview' }));
    await page.getByRole('button', { name: 'Log Session', exact: true }).click();
    await expect(page.getByText('Session logged successfully!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(demoStore.proxyUrl);
    const recent = recentSessions(page);
    await expect(recent.getByRole('listitem')).toHaveCount(1);
    await expect(recent.getByRole('listitem').first()).toContainText(DEVICE);
    await expect(recent.getByRole('listitem').first()).toContainText('35 minutes');

    // The edit page shows the saved photo, fetched through the proxy.
    await recent.getByRole('listitem').first().getByRole('button', { name: /^Edit/ }).click();
    await expect(page).toHaveURL(new RegExp(`^${demoStore.proxyUrl}log\\?edit=\\d+$`));
    await expect(page.getByRole('heading', { name: 'Edit Session' })).toBeVisible();
    await expect(page.getByLabel('Notes')).toHaveValue('Logged on the store site');
    await expectImageLoaded(page.getByRole('img', { name: 'Session preview' }));
    await screenshot(page, 'app-proxy-edit');

    // Loaded straight from the store's address, and back.
    await page.goto(`${demoStore.proxyUrl}log`);
    await expect(page.getByRole('heading', { name: 'Log Session' })).toBeVisible();
    await expect(page.getByText('Website Integration', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(demoStore.proxyUrl);
    await expect(recentSessions(page).getByRole('listitem')).toHaveCount(1);
    expect(appRequests).toEqual([]);
    // Shopify passes on no cookie of the tracker's: the store's origin holds only the store's own.
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(['demo_store_customer']);

    // Another customer of the store sees none of it.
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      await storeLogin(otherPage, `proxy-other-${Date.now()}`);
      await acceptPrivacy(otherPage.request, { url: `${demoStore.proxyUrl}api/consent` });
      await otherPage.goto(demoStore.proxyUrl);
      await expect(otherPage.getByText('Website Integration', { exact: true })).toBeVisible();
      await expect(otherPage.getByText('No sessions have been logged yet.', { exact: true })).toBeVisible();
    } finally {
      await other.close();
    }

    // A visitor not signed in to the store: Login Required, with the store login.
    const visitor = await browser.newContext();
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(demoStore.proxyUrl);
      await expect(visitorPage.getByRole('heading', { name: 'Login Required' })).toBeVisible();
      await expect(visitorPage.getByText(DEVICE)).toHaveCount(0);
      // The store login brings them back to the tracker's store address.
      await visitorPage.route('https://store.example.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Store login</h1>' }),
      );
      await visitorPage.getByRole('button', { name: 'Sign in with Shopify' }).click();
      await expect(visitorPage).toHaveURL(
        `https://store.example.com/account/login?return_url=${encodeURIComponent('/apps/tracker/')}`,
      );
    } finally {
      await visitor.close();
    }
  });
});
