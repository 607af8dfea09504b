import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type FrameLocator,
  type Page,
} from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { signInAsAdmin } from './support/admin-account.ts';
import { signCustomerId, storePage, test, trackerMessages } from './support/demo-store.ts';
import { APP_ORIGIN } from './support/store-config.ts';
import { screenshot } from './support/tracker.ts';

// Issue 4 in the browser: the tracker embedded in a store page on another site (docs/store-embedding.md),
// identified by a signed embed URL, a setCustomerHash message or the admin's embed code.

const DEVICE = 'Anti-turtle Sleeves';

const tracker = (page: Page): FrameLocator => page.frameLocator('#progress-tracker');

/** Waits until the tracker in the store page has said a message of this type, and returns them all. */
async function expectMessage(page: Page, type: string) {
  await expect.poll(async () => (await trackerMessages(page)).some((m) => m.type === type)).toBe(true);
  return trackerMessages(page);
}

/** Logs a session through the tracker's own form (inside a frame or not) and waits for the dashboard. */
async function logSession(frame: FrameLocator | Page, notes: string) {
  await frame.getByRole('button', { name: 'New Session' }).click();
  await expect(frame.getByRole('heading', { name: 'Log Session' })).toBeVisible();
  await frame.getByLabel('Device').selectOption(DEVICE);
  await frame.getByLabel('Duration (minutes)').fill('25');
  await frame.getByLabel('Notes').fill(notes);
  await frame.getByRole('button', { name: 'Log Session', exact: true }).click();
  await expect(frame.getByText('Session logged successfully!', { exact: true })).toBeVisible();
}

const recentSessions = (frame: FrameLocator | Page) => frame.getByRole('region', { name: 'Recent Sessions' });

/** A store customer's hash, verified by the server through a signed customer id (as the store theme does). */
async function verifiedStoreHash(request: APIRequestContext, customerId: string): Promise<string> {
  const query = new URLSearchParams({ customer_id: customerId, signature: signCustomerId(customerId) });
  const reply = await request.get(`/api/customer/hash?${query}`);
  const body = (await reply.json()) as { customerHash: string; authenticated: boolean };
  expect(body.authenticated).toBe(true);
  return body.customerHash;
}

test('the signed embed URL: Website Integration, the customer sessions, heights to the store page', async ({
  page,
  demoStore,
}) => {
  const customerId = `demo-${Date.now()}`;
  await page.goto(`${demoStore.storeOrigin}/signed?customer_id=${customerId}`);
  const frame = tracker(page);
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

  await page.reload();
  await expect(frame.getByText('Website Integration', { exact: true })).toBeVisible();
  await expect(recentSessions(frame).getByRole('listitem')).toHaveCount(1);
  await expect(recentSessions(frame).getByRole('listitem').first()).toContainText(DEVICE);
});

test('a signed embed URL with a wrong signature is refused: Login Required', async ({ page, demoStore }) => {
  const url = demoStore.serve(
    '/forged',
    storePage(
      'Forged signature',
      `<iframe id="progress-tracker" src="${APP_ORIGIN}/?customer_id=42&amp;signature=${'0'.repeat(64)}" width="100%" height="800"></iframe>`,
    ),
  );
  await page.goto(url);
  await expect(tracker(page).getByRole('heading', { name: 'Login Required' })).toBeVisible();
  // A short page: the frame shrinks below its initial 800 px to fit it.
  await expect
    .poll(async () =>
      Number.parseInt(await page.locator('#progress-tracker').evaluate((el) => el.style.height), 10),
    )
    .toBeLessThan(800);
});

test('setCustomerHash from the store page: stored, acknowledged, and that customer is shown', async ({
  page,
  context,
  demoStore,
  baseURL,
}) => {
  // A registered customer logs a session on the tracker's own site, then signs out.
  const main = await context.newPage();
  const email = freshEmail('embedded');
  await registerThroughUi(main, email, 'embedded-pass-1');
  await signInThroughUi(main, email, 'embedded-pass-1');
  await expect(main).toHaveURL(`${baseURL}/`);
  await logSession(main, 'Logged on the tracker site');
  const { customerHash } = (await (await main.request.get('/api/user/customer-hash')).json()) as {
    customerHash: string;
  };
  expect(customerHash.length).toBeGreaterThanOrEqual(3);
  await main.getByRole('button', { name: 'Logout' }).click();
  await expect(main).toHaveURL(/\/auth$/);
  await main.close();

  // The store page frames the tracker without identity: Login Required, with the store login.
  await page.goto(`${demoStore.storeOrigin}/plain`);
  const frame = tracker(page);
  await expect(frame.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Sign in with Shopify' })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Sign in with Email' })).toHaveAttribute('href', '/auth');
  await expectMessage(page, 'trackerReady');

  await page.evaluate(
    (hash) => (window as unknown as { sendCustomerHash(h: string): void }).sendCustomerHash(hash),
    customerHash,
  );
  const messages = await expectMessage(page, 'customerHashReceived');
  expect(messages).toContainEqual({ type: 'customerHashReceived', customerHash });
  await expect(frame.getByText('Website Integration', { exact: true })).toBeVisible();
  await expect(recentSessions(frame).getByRole('listitem').first()).toContainText(DEVICE);
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
  // Asked outside the browser, so the store cookie this sets stays out of the page's context.
  const customerHash = await verifiedStoreHash(request, `other-${Date.now()}`);

  // The other site's frame sits beside the tracker on the store page and posts with targetOrigin '*'.
  await page.goto(`${demoStore.storeOrigin}/with-other-frame`);
  const frame = tracker(page);
  await expect(frame.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expectMessage(page, 'trackerReady');
  const other = page.frame({ url: `${demoStore.otherOrigin}/sender` });
  if (!other) throw new Error('the other site frame did not load');
  await other.evaluate(
    (hash) => (window as unknown as { sendCustomerHash(h: string): void }).sendCustomerHash(hash),
    customerHash,
  );

  await page.waitForTimeout(1000);
  expect((await trackerMessages(page)).map((m) => m.type)).not.toContain('customerHashReceived');
  expect(await other.evaluate(() => (window as unknown as { __replies: unknown[] }).__replies)).toEqual([]);
  await expect(frame.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expect(frame.getByText('Website Integration', { exact: true })).toHaveCount(0);

  // The same message from the store itself is accepted, so the one above did reach the tracker's page.
  await page.evaluate(
    (hash) => (window as unknown as { sendCustomerHash(h: string): void }).sendCustomerHash(hash),
    customerHash,
  );
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

test('a customer hash alone opens the tracker; a hash the server never issued gets Sign In Required', async ({
  page,
}) => {
  await page.goto('/?customer_hash=not-issued-by-us');
  await expect(page.getByText('Sign In Required', { exact: true })).toBeVisible();
  await expect(page.getByText('Website Integration', { exact: true })).toBeVisible();
  // The profile still needs an account.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
});

test.describe('the admin embed code', () => {
  test.use({ locale: 'en-US', timezoneId: 'UTC' });

  test('copied from the profile, pasted in a store page, shows the admin sessions', async ({
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
    await expect(code).toHaveValue(
      `<iframe src="${APP_ORIGIN}/?customer_hash=${hash}" width="100%" height="800" frameborder="0"></iframe>`,
    );

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
