import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ageTimer } from '../src/server/test/timer-clock.ts';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { withDatabase } from './support/database.ts';
import { expectTouchTargets } from './support/touch-targets.ts';
import { expectNoHorizontalOverflow, expectTiles, screenshot } from './support/tracker.ts';

const DEVICE = 'Adjustable Penis Weight Hanging System';
const MIN = 60_000;

// Playwright's clock moves only the browser's time; the server counts with its own (docs/decisions/017).
// So each jump forward moves the page's clock and the timer's stored times by the same amount.
async function letTimePass(page: Page, timerId: number, minutes: number) {
  await withDatabase((db) => ageTimer(db, timerId, minutes * MIN));
  await page.clock.fastForward(minutes * MIN);
}

type Signals = { vibrations: number; wakeLocks: number; released: number };

// Records vibrations and wake-lock requests (counted afresh after each page load).
async function recordSignals(page: Page) {
  await page.addInitScript(() => {
    const signals = { vibrations: 0, wakeLocks: 0, released: 0 };
    (window as unknown as { signals: typeof signals }).signals = signals;
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: () => {
        signals.vibrations += 1;
        return true;
      },
    });
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async () => {
          signals.wakeLocks += 1;
          const lock = {
            released: false,
            release: async () => {
              lock.released = true;
              signals.released += 1;
            },
          };
          return lock;
        },
      },
    });
  });
}
const signals = (page: Page) => page.evaluate(() => (window as unknown as { signals: Signals }).signals);

test('a 2-set timer survives a reload and logs the minutes in the device', async ({ page, baseURL }) => {
  await page.clock.install();
  await recordSignals(page);
  const email = freshEmail('timer');
  await registerThroughUi(page, email, 'timer-pass-1');
  await signInThroughUi(page, email, 'timer-pass-1');
  await expect(page).toHaveURL(`${baseURL}/`);

  // A first session, so the timer preselects its device.
  await page.getByRole('button', { name: 'New Session' }).click();
  await page.getByLabel('Device').selectOption(DEVICE);
  await page.getByLabel('Duration (minutes)').fill('10');
  await page.getByRole('button', { name: 'Log Session', exact: true }).click();
  await expect(page.getByText('Session logged successfully!', { exact: true })).toBeVisible();
  await expectTiles(page, 1, 10, 1);

  await page.getByRole('button', { name: 'Start session' }).click();
  await expect(page).toHaveURL(/\/timer$/);
  await expect(page.getByRole('heading', { name: 'Session Timer' })).toBeVisible();
  await expect(page.getByLabel('Device')).toHaveValue(DEVICE);
  await page.getByLabel('Sets', { exact: true }).fill('2');
  await page.getByLabel('Set length (minutes)').fill('20');
  await page.getByLabel('Break length (minutes)').fill('5');
  const started = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/timer' && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Start timer' }).click();
  const timerId = ((await (await started).json()) as { id: number }).id;

  const title = page.getByRole('heading', { level: 2 });
  const clock = page.getByRole('timer');
  await expect(title).toHaveText('Set 1 of 2');
  await expect(clock).toContainText(/^(20:00|19:5\d)/);
  await expectNoHorizontalOverflow(page);

  await letTimePass(page, timerId, 12);
  await expect(clock).toContainText(/^(8:00|7:5\d)/);

  // A reload (or a locked phone) changes nothing: the timer is computed from the stored times.
  await page.reload();
  await expect(title).toHaveText('Set 1 of 2');
  await expect(clock).toContainText(/^(8:00|7:5\d)/);
  // The screen is kept awake; a reload is not the end of a set, so nothing buzzes.
  await expect.poll(() => signals(page)).toEqual({ vibrations: 0, wakeLocks: 1, released: 0 });

  await letTimePass(page, timerId, 10);
  await expect(title).toHaveText('Break after set 1 of 2');
  await expect(clock).toContainText(/^(3:00|2:5\d)/);
  await expect(page.getByText('Set 1 done. Break: 3 minutes left.')).toBeAttached();
  expect((await signals(page)).vibrations).toBe(1);

  // A 4-minute pause is not counted.
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await expect.poll(() => signals(page)).toMatchObject({ released: 1 });
  await letTimePass(page, timerId, 4);
  await expect(clock).toContainText(/^(3:00|2:5\d)/);
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('Paused', { exact: true })).toHaveCount(0);
  await expect.poll(() => signals(page)).toMatchObject({ wakeLocks: 2 });

  // Silent: the end of the break is announced but neither buzzes nor beeps.
  await page.getByRole('checkbox', { name: /Silent/ }).click();
  await letTimePass(page, timerId, 8);
  await expect(title).toHaveText('Set 2 of 2');
  await expect(page.getByText('Set 2 of 2 started: 15 minutes left.')).toBeAttached();
  await expect(clock).toContainText(/^(15:00|14:5\d)/);
  expect((await signals(page)).vibrations).toBe(1);

  // Finishing 5 minutes into set 2: 20 + 5 minutes in the device, the break and the pause left out.
  await page.getByRole('button', { name: 'Finish and log' }).click();
  await expect(page).toHaveURL(/\/log\?/);
  await expect(page.getByRole('heading', { name: 'Log Session' })).toBeVisible();
  await expect(page.getByLabel('Device')).toHaveValue(DEVICE);
  await expect(page.getByLabel('Duration (minutes)')).toHaveValue('25');
  await page.getByLabel('Weight (lbs)').fill('2');
  await page.getByLabel('Notes').fill('Two sets with the timer');
  await page.getByRole('button', { name: 'Log Session', exact: true }).click();
  await expect(page.getByText('Session logged successfully!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
  // Two days only if the 35 minutes crossed midnight.
  const crossed = new Date(Date.now() + 35 * MIN).getDate() !== new Date().getDate();
  await expectTiles(page, 2, 35, crossed ? 2 : 1);

  // The timer is over: the timer screen offers a new one.
  await page.getByRole('button', { name: 'Start session' }).click();
  await expect(page.getByRole('button', { name: 'Start timer' })).toBeVisible();
});

async function expectNoViolations(page: Page, name: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `${name} has accessibility violations`).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the timer screens in the ${colorScheme} theme: no axe violations, 44 px targets, no sets`, async ({
    page,
    baseURL,
  }) => {
    await page.emulateMedia({ colorScheme });
    const email = freshEmail(`timer-${colorScheme}`);
    await registerThroughUi(page, email, 'timer-pass-1');
    await signInThroughUi(page, email, 'timer-pass-1');
    await expect(page).toHaveURL(`${baseURL}/`);
    await page.getByRole('button', { name: 'Start session' }).click();

    await expect(page.getByRole('heading', { name: 'Session Timer' })).toBeVisible();
    // No device chosen yet (nothing logged): the form says so instead of starting.
    await expect(page.getByLabel('Device')).toHaveValue('');
    await page.getByLabel('Set length (minutes)').fill('241');
    await page.getByRole('button', { name: 'Start timer' }).click();
    await expect(page.getByText('Please select a device')).toBeVisible();
    await expect(page.getByText('Set length must be between 1 and 240')).toBeVisible();
    await expectNoViolations(page, '/timer (setup, errors)');
    await expectTouchTargets(page, '/timer (setup)');

    await page.getByLabel('Device').selectOption(DEVICE);
    await page.getByRole('checkbox', { name: /No sets/ }).click();
    await expect(page.getByLabel('Set length (minutes)')).toHaveCount(0);
    await page.getByRole('checkbox', { name: /Silent/ }).click();
    await page.getByRole('button', { name: 'Start timer' }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('In the device');
    await expect(page.getByRole('timer')).toContainText(/^0:0\d/);
    await expectNoViolations(page, '/timer (running)');
    await expectTouchTargets(page, '/timer (running)');
    // The silent choice is kept on this device.
    await expect(page.getByRole('checkbox', { name: /Silent/ })).toBeChecked();
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText('Paused', { exact: true })).toBeVisible();
    await expectNoViolations(page, '/timer (paused)');
    await screenshot(page, `timer-paused-${colorScheme}`);

    await page.getByRole('button', { name: 'Discard' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Discard this timer?' });
    await expectNoViolations(page, '/timer (discard dialog)');
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByText('Timer discarded', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start timer' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /No sets/ })).not.toBeChecked();
  });
}
