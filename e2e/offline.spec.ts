import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { expectNoViolations, expectNoViolationsInBothThemes } from './support/axe.ts';
import { withDatabase } from './support/database.ts';
import { test as storeTest } from './support/demo-store.ts';
import { DEVICE, recentSessions, tracker } from './support/embedded-tracker.ts';
import { acceptPrivacyForStoreCustomer } from './support/privacy.ts';
import { expectTouchTargets } from './support/touch-targets.ts';
import { photo } from './support/tracker.ts';

// Offline use (docs/decisions/032): the last data seen kept on the device, the outbox of writes made
// offline, and their sync, each stored once.

const PASSWORD = 'offline-pass-1';

/** Waits until the service worker controls the page (the app shell then opens offline). */
async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** The copy of the last data seen, as kept in IndexedDB (null when there is none). */
function keptCopy(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ owner: string; queries: number } | null>((resolve, reject) => {
        const open = indexedDB.open('hang-tracker-cache');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('keyval').objectStore('keyval').get('last-seen');
          read.onsuccess = () => {
            const record = read.result as { owner: string; state: { queries: unknown[] } } | undefined;
            open.result.close();
            resolve(record ? { owner: record.owner, queries: record.state.queries.length } : null);
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

async function signedIn(page: Page, prefix: string) {
  const email = freshEmail(prefix);
  await registerThroughUi(page, email, PASSWORD);
  await signInThroughUi(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return email;
}

/** Visits the screens the journey uses offline while online, so they are kept; then waits for the copy. */
async function loadScreens(page: Page) {
  await page.getByRole('button', { name: 'New Session' }).click();
  await expect(page.getByLabel('Device')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await page.getByRole('tab', { name: 'Measurements' }).click();
  await expect(page.getByText('No measurements have been logged yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'Device' }).click();
  await waitForWorker(page);
  await expect.poll(async () => (await keptCopy(page))?.queries ?? 0).toBeGreaterThan(3);
}

async function rowsWithNotes(email: string, notes: string) {
  return withDatabase(async (client) => {
    const result = await client.query(
      `SELECT s.id, s.image_url AS "imageUrl", s.length FROM sessions s
         JOIN customer_mapping m ON m.customer_hash = s.customer_hash
         JOIN users u ON u.id = m.user_id
        WHERE u.email = $1 AND s.notes = $2`,
      [email, notes],
    );
    return result.rows as { id: number; imageUrl: string | null; length: string | null }[];
  });
}

async function offline(context: BrowserContext, on: boolean) {
  await context.setOffline(on);
}

test('offline, a session with a photo and a measurement wait on the device, survive a reopen and sync once', async ({
  page,
  context,
}) => {
  const email = await signedIn(page, 'offline-journey');
  await loadScreens(page);

  await offline(context, true);
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();

  // A session with a photo: the button does not hang on 'Logging...'; it is kept on the device.
  await page.getByRole('button', { name: 'New Session' }).click();
  await page.getByLabel('Device').selectOption(DEVICE);
  await page.getByLabel('Duration (minutes)').fill('21');
  await page.getByLabel('Notes').fill('logged offline');
  await page
    .getByLabel('Image')
    .setInputFiles({ name: 'offline.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await page.getByRole('button', { name: 'Log Session', exact: true }).click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // A measurement.
  await page.getByRole('tab', { name: 'Measurements' }).click();
  await page.getByLabel('Length').fill('6.25');
  await page.getByRole('button', { name: 'Save Measurements' }).click();
  await expect(page.getByText('Saved on this device', { exact: true }).first()).toBeVisible();
  const previous = page.getByRole('region', { name: 'Previous Measurements' });
  await expect(previous.getByText('Waiting to sync')).toHaveCount(1);
  await expect(previous).toContainText('6.25');

  await page.getByRole('tab', { name: 'Device' }).click();
  const recent = page.getByRole('region', { name: 'Recent Sessions' });
  await expect(recent.getByText('Waiting to sync')).toHaveCount(2);
  await expect(recent).toContainText(`${DEVICE}`);
  await expect(recent).toContainText('with photo');
  // The offline banner and the waiting entries, for screen readers and fingers, in light and dark.
  await expectNoViolationsInBothThemes(page, 'dashboard offline with entries waiting');
  await expectTouchTargets(page, 'dashboard offline with entries waiting');

  // The app is closed and opened again, still offline: the data and both entries are still there.
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto('/');
  await expect(reopened.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(reopened.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();
  const recentAgain = reopened.getByRole('region', { name: 'Recent Sessions' });
  await expect(recentAgain.getByText('Waiting to sync')).toHaveCount(2);
  expect(await rowsWithNotes(email, 'logged offline')).toHaveLength(0);

  // Online again: both are sent by themselves, each stored once.
  await offline(context, false);
  await expect(reopened.getByText('2 entries synced', { exact: true })).toBeVisible();
  await expect(recentAgain.getByText('Waiting to sync')).toHaveCount(0);
  await expect(recentAgain.getByRole('listitem')).toHaveCount(2);
  const sessions = await rowsWithNotes(email, 'logged offline');
  expect(sessions).toHaveLength(1);
  expect(sessions[0]?.imageUrl).toMatch(/^\/api\/photos\//);
  const measurements = await rowsWithNotes(email, 'Measurement only entry');
  expect(measurements).toHaveLength(1);
  expect(Number(measurements[0]?.length)).toBe(6.25);

  // A reload asks again: nothing is sent twice.
  await reopened.reload();
  await expect(recentAgain.getByRole('listitem')).toHaveCount(2);
  expect(await rowsWithNotes(email, 'logged offline')).toHaveLength(1);
});

test('an entry the server refuses when it syncs stays, with the reason, and can be corrected and sent again', async ({
  page,
  context,
}) => {
  const email = await signedIn(page, 'offline-refused');
  await loadScreens(page);

  await offline(context, true);
  await page.getByRole('button', { name: 'New Session' }).click();
  await page.getByLabel('Device').selectOption(DEVICE);
  await page.getByLabel('Notes').fill('refused at sync');
  await page
    .getByLabel('Image')
    .setInputFiles({ name: 'refused.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await page.getByRole('button', { name: 'Log Session', exact: true }).click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();

  // Meanwhile the rule changed: this customer's consent to photo storage is gone.
  await withDatabase((client) =>
    client.query(
      `DELETE FROM customer_consents WHERE kind = 'photos' AND customer_hash IN (
         SELECT m.customer_hash FROM customer_mapping m JOIN users u ON u.id = m.user_id WHERE u.email = $1)`,
      [email],
    ),
  );
  await offline(context, false);
  const recent = page.getByRole('region', { name: 'Recent Sessions' });
  const refused = recent.getByRole('listitem').filter({ hasText: 'Not synced:' });
  await expect(refused).toContainText(/photo/i);
  expect(await rowsWithNotes(email, 'refused at sync')).toHaveLength(0);
  // Still there after a reload: a refused entry is never dropped silently.
  await page.reload();
  await expect(refused).toBeVisible();
  await expectNoViolations(page, 'dashboard with a refused entry');

  // Corrected (without the photo) and sent again.
  await refused.getByRole('button', { name: /^Edit/ }).click();
  await expect(page.getByLabel('Notes')).toHaveValue('refused at sync');
  await page.getByRole('button', { name: 'Remove image' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Entry synced', { exact: true })).toBeVisible();
  await expect(recent.getByText(/Not synced|Waiting to sync/)).toHaveCount(0);
  const rows = await rowsWithNotes(email, 'refused at sync');
  expect(rows).toHaveLength(1);
  expect(rows[0]?.imageUrl).toBeNull();
});

test('a write whose answer was lost is sent again with the same key and stored once', async ({
  page,
  baseURL,
}) => {
  const email = await signedIn(page, 'offline-replay');
  const sent: { key: string; status: number; replayed: string | undefined; id: number }[] = [];
  let first = true;
  await page.route('**/api/sessions**', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    sent.push({
      key: request.headers()['idempotency-key'] ?? '',
      status: response.status(),
      replayed: response.headers()['idempotent-replayed'],
      id: ((await response.json()) as { id: number }).id,
    });
    // The server saves the first; the connection drops before its answer reaches the browser.
    if (first) {
      first = false;
      return route.abort('connectionreset');
    }
    return route.fulfill({ response });
  });

  await page.getByRole('button', { name: 'New Session' }).click();
  await page.getByLabel('Device').selectOption(DEVICE);
  await page.getByLabel('Notes').fill('answer lost once');
  await page.getByRole('button', { name: 'Log Session', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByText('Entry synced', { exact: true })).toBeVisible();
  expect(sent).toHaveLength(2);
  expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent[1]?.key).toBe(sent[0]?.key);
  // The repeat is answered with the first result (the same entry), marked as a replay, and adds nothing.
  expect(sent.map((attempt) => attempt.status)).toEqual([201, 201]);
  expect(sent.map((attempt) => attempt.replayed)).toEqual([undefined, 'true']);
  expect(sent[1]?.id).toBe(sent[0]?.id);
  expect(await rowsWithNotes(email, 'answer lost once')).toHaveLength(1);
});

test('logout removes the data kept on the device', async ({ page, context }) => {
  await signedIn(page, 'offline-logout');
  await loadScreens(page);
  expect((await keptCopy(page))?.owner).toMatch(/^user:/);

  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  await expect.poll(() => keptCopy(page)).toBeNull();

  // Offline, the app opens on the sign-in page: nothing of the previous customer is shown.
  await offline(context, true);
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
  await offline(context, false);
});

test("Chromium's installability checks pass on /", async ({ baseURL, browserName }, testInfo) => {
  // Not in Playwright's usual off-the-record context, which Chromium never offers to install from
  // ('in-incognito'): a profile on disk, as a phone's browser has.
  expect(browserName).toBe('chromium');
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'installable-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
    viewport: { width: 375, height: 812 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('with no window of the app open, Background Sync sends the outbox from the service worker', async ({
  page,
  context,
}) => {
  const email = await signedIn(page, 'offline-background');
  await loadScreens(page);

  await offline(context, true);
  await page.getByRole('tab', { name: 'Measurements' }).click();
  await page.getByLabel('Girth').fill('5.5');
  await page.getByRole('button', { name: 'Save Measurements' }).click();
  await expect(
    page.getByRole('region', { name: 'Previous Measurements' }).getByText('Waiting to sync'),
  ).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);

  // The app is left (no window of it is open); the connection comes back; the browser wakes the worker.
  await page.goto('about:blank');
  await offline(context, false);
  const cdp = await context.newCDPSession(page);
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => resolve(event.registrations)),
  );
  await cdp.send('ServiceWorker.enable');
  const registration = (await registrations).find((candidate) => candidate.scopeURL === scope);
  expect(registration).toBeTruthy();
  // As the browser does when a sync fails (on a busy machine a first attempt can), the event is fired
  // again until the entry is in; the idempotency key keeps a repeat from storing it twice.
  const stored = async () => (await rowsWithNotes(email, 'Measurement only entry')).length;
  for (let attempt = 1; attempt <= 3 && (await stored()) === 0; attempt++) {
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: new URL(scope).origin,
      registrationId: registration?.registrationId ?? '',
      tag: 'outbox',
      lastChance: attempt === 3,
    });
    await expect
      .poll(stored, { timeout: 10_000 })
      .toBe(1)
      .catch(() => undefined);
  }
  expect(await stored()).toBe(1);

  // Back in the app: nothing waits any more, and the measurement is there once.
  await page.goto('/');
  await page.getByRole('tab', { name: 'Measurements' }).click();
  const previous = page.getByRole('region', { name: 'Previous Measurements' });
  await expect(previous.getByRole('listitem')).toHaveCount(1);
  await expect(previous.getByText('Waiting to sync')).toHaveCount(0);
  await expect(previous).toContainText('5.5');
});

storeTest(
  "inside the store's frame, offline, nothing is kept on the device: the banner says so and the form keeps what was typed",
  async ({ page, context, request, demoStore }) => {
    const customerId = `offline-frame-${Date.now()}`;
    await acceptPrivacyForStoreCustomer(request, await demoStore.freshProof(customerId));
    await page.goto(`${demoStore.storeOrigin}/signed?customer_id=${customerId}`);
    const frame = tracker(page);
    await expect(frame.getByText('Website Integration', { exact: true })).toBeVisible();
    await frame.getByRole('button', { name: 'New Session' }).click();
    await frame.getByLabel('Device').selectOption(DEVICE);
    await frame.getByLabel('Notes').fill('typed in the frame');

    await offline(context, true);
    await expect(frame.getByRole('status').filter({ hasText: "You're offline." })).toContainText(
      "Entries can't be kept on this device inside the store's page",
    );
    await frame.getByRole('button', { name: 'Log Session', exact: true }).click();
    await expect(
      frame
        .getByText("You're offline, and entries can't be kept on this device here.", { exact: false })
        .first(),
    ).toBeVisible();
    await expect(frame.getByLabel('Notes')).toHaveValue('typed in the frame');

    // Back online, the same form saves.
    await offline(context, false);
    await frame.getByRole('button', { name: 'Log Session', exact: true }).click();
    await expect(frame.getByText('Session logged successfully!', { exact: true })).toBeVisible();
    await expect(recentSessions(frame).getByRole('listitem')).toHaveCount(1);
  },
);
