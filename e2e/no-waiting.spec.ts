import { expect, type Page, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { expectNoViolationsInBothThemes } from './support/axe.ts';
import { withDatabase } from './support/database.ts';
import { DEVICE } from './support/embedded-tracker.ts';
import { expectTouchTargets } from './support/touch-targets.ts';

// No waiting (docs/decisions/052): screens paint at once from what the device holds or in their shape, a
// save never covers the screen with a spinner, and offline every tracker screen shows the last data seen
// with the entries waiting to sync.

test.use({ viewport: { width: 375, height: 667 } });

const PASSWORD = 'no-waiting-1';

async function signedIn(page: Page, prefix: string) {
  const email = freshEmail(prefix);
  await registerThroughUi(page, email, PASSWORD);
  await signInThroughUi(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return email;
}

async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

async function storedLengths(email: string): Promise<number[]> {
  return withDatabase(async (client) => {
    const result = await client.query(
      `SELECT s.length FROM sessions s
         JOIN customer_mapping m ON m.customer_hash = s.customer_hash
         JOIN users u ON u.id = m.user_id
        WHERE u.email = $1 AND s.length IS NOT NULL`,
      [email],
    );
    return result.rows.map((row: { length: string }) => Number(row.length));
  });
}

test('offline, the Measurements tab never opened before shows what the device kept, and a measurement logged there waits, then syncs', async ({
  page,
  context,
}) => {
  const email = await signedIn(page, 'no-waiting-offline');
  // Home was open on the Device tab only; the worker and the kept copy are in place.
  await expect(page.getByRole('tab', { name: 'Device' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No sessions have been logged yet.')).toBeVisible();
  await waitForWorker(page);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();
  await page.getByRole('tab', { name: 'Measurements' }).click();
  const previous = page.getByRole('region', { name: 'Previous Measurements' });
  await expect(previous.getByText('No measurements have been logged yet.')).toBeVisible();
  await expect(previous.getByText('Loading your data...')).toHaveCount(0);

  await page.getByLabel('Length').fill('6.5');
  await page.getByRole('button', { name: 'Save Measurements' }).click();
  await expect(page.getByText('Saved on this device', { exact: true }).first()).toBeVisible();
  const waiting = previous.getByRole('listitem').filter({ hasText: 'Waiting to sync' });
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText('6.5');
  await expect(previous.getByText('No measurements have been logged yet.')).toHaveCount(0);
  await expectNoViolationsInBothThemes(page, 'Measurements tab offline with a waiting entry');
  await expectTouchTargets(page, 'Measurements tab offline with a waiting entry');
  expect(await storedLengths(email)).toEqual([]);

  // Online again: it is sent by itself, the mark goes, and it is stored once.
  await context.setOffline(false);
  await expect(previous.getByText('Waiting to sync')).toHaveCount(0);
  await expect(previous.getByRole('listitem')).toHaveCount(1);
  await expect(previous).toContainText('6.5');
  await expect.poll(() => storedLengths(email)).toEqual([6.5]);
});

test('offline, a Measurements list never fetched is put together from the entries home kept', async ({
  page,
  context,
}) => {
  await signedIn(page, 'no-waiting-kept');
  const logged = await page.request.post('/api/sessions', {
    data: { device: DEVICE, duration: 20, length: 5.75, measurementUnit: 'inches' },
  });
  expect(logged.status()).toBe(201);
  // This time the Measurements list never reaches the page before the connection drops.
  await page.route('**/api/sessions?*kind=measurements*', () => undefined);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Recent Sessions' })).toContainText(DEVICE);

  await context.setOffline(true);
  await page.getByRole('tab', { name: 'Measurements' }).click();
  const previous = page.getByRole('region', { name: 'Previous Measurements' });
  await expect(previous.getByText('The entries kept on this device', { exact: false })).toBeVisible();
  await expect(previous.getByRole('listitem')).toHaveCount(1);
  await expect(previous).toContainText('5.75');
  await context.setOffline(false);
});

test('a save from /log opened directly goes home with no page-covering spinner, at the top, the entry listed', async ({
  page,
}) => {
  await signedIn(page, 'no-waiting-save');
  // Every loading state that appears on the way home is noted, however briefly.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]')) {
        const text = status.textContent ?? '';
        if (/Loading/.test(text) && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/log');
  await page.getByLabel('Device').selectOption(DEVICE);
  await page.getByLabel('Notes').fill('straight from /log');
  const save = page.getByRole('button', { name: 'Log Session', exact: true });
  await save.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { loadingSeen: string[] }).loadingSeen.length = 0;
  });

  await save.click();
  await expect(page.getByText('Session logged successfully!', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeAttached();
  await expect(page.getByRole('region', { name: 'Recent Sessions' })).toContainText(DEVICE);
  expect(await page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen)).toEqual([]);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('link', { name: 'Progress Tracker' })).toBeInViewport();
});

test('offline, the app icon and the manifest still load', async ({ page, context }) => {
  await page.goto('/auth');
  await waitForWorker(page);
  await context.setOffline(true);
  try {
    const answers = await page.evaluate(async () => {
      const read = async (path: string) => {
        const answer = await fetch(path, { credentials: 'include' });
        return {
          status: answer.status,
          type: answer.headers.get('content-type'),
          size: (await answer.blob()).size,
        };
      };
      return {
        icon: await read('./icons/app/icon-192.png'),
        maskable: await read('./icons/app/icon-maskable-512.png'),
        apple: await read('./icons/app/apple-touch-icon.png'),
        manifest: await read('./manifest.webmanifest'),
      };
    });
    expect(answers.icon).toMatchObject({ status: 200, type: 'image/png' });
    expect(answers.icon.size).toBeGreaterThan(0);
    expect(answers.maskable).toMatchObject({ status: 200, type: 'image/png' });
    expect(answers.apple).toMatchObject({ status: 200, type: 'image/png' });
    expect(answers.manifest.status).toBe(200);
    expect(answers.manifest.type).toContain('application/manifest+json');
    const manifest = await page.evaluate(async () => (await fetch('./manifest.webmanifest')).json());
    expect(manifest).toMatchObject({ name: 'Progress Tracker', short_name: 'Tracker' });
  } finally {
    await context.setOffline(false);
  }
});
