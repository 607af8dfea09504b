import { expect, type Locator, type Page, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expectTouchTargets } from './support/touch-targets.ts';
import { expectNoHorizontalOverflow, expectTiles } from './support/tracker.ts';

// Issue: home answers "how am I doing" in the first screenful of a 375 x 667 phone (docs/decisions/050).
const HEIGHT = 667;
/** The one-row header above the home and the tab bar below it. */
const HEADER = 64;
const TAB_BAR = 64;
const ANTI = 'Anti-turtle Sleeves';
// Session time: a goal over every device counts it, all-day wear apart (docs/decisions/061).
const NOOSE = 'Cotton Hanging Noose for Stretching Exercises';
const MEASURE = 'Measurement Update';
const DAY_MS = 24 * 3600_000;

test.use({ viewport: { width: 375, height: HEIGHT }, timezoneId: 'UTC' });

/** A call from the page itself, with its login cookie and origin, as the app makes it. */
async function api(page: Page, method: string, path: string, body?: unknown) {
  const status = await page.evaluate(
    async ([method, path, body]) => {
      const reply = await fetch(path as string, {
        method: method as string,
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return reply.status;
    },
    [method, path, body] as const,
  );
  expect(status, `${method} ${path}`).toBeLessThan(300);
}

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
/** 'Mar 3', or 'Mar 3, 2025' in another year, as the home writes a day. */
const dayText = (date: Date) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    ...(date.getUTCFullYear() === new Date().getUTCFullYear() ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(date);

/**
 * The page as a phone shows it under a one-row header: scrolled so the home's content starts 64 px from
 * the top (the header, and the reminder to verify an email under it, are not this screen's; with a header
 * of one row and no reminder nothing scrolls).
 */
async function underOneRowHeader(page: Page) {
  await page.evaluate((header) => {
    const main = document.querySelector('main');
    if (!main) throw new Error('no main');
    window.scrollTo(0, Math.max(0, main.getBoundingClientRect().top + window.scrollY - header));
  }, HEADER);
}

/** Wholly on the first screen: in the viewport, and its bottom above the tab bar. */
async function expectInFirstScreen(locator: Locator, name: string) {
  await expect(locator, name).toBeInViewport();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${name} has no box`);
  expect(box.y + box.height, `${name} ends below the first screen`).toBeLessThanOrEqual(HEIGHT - TAB_BAR);
}

test('the home answers how am I doing: tiles, quote, the week, the change and Log on the first screen', async ({
  page,
  baseURL,
}) => {
  const email = freshEmail('home');
  await registerThroughUi(page, email, 'home-pass-1');
  await signInThroughUi(page, email, 'home-pass-1');
  await expect(page).toHaveURL(`${baseURL}/`);
  const change = page.getByRole('region', { name: 'Your change' });

  // No measurement yet: a way to the first one, in the Measurements tab's form.
  await expect(change).toContainText('No measurements yet');
  await change.getByRole('button', { name: 'Log measurement' }).click();
  await expect(page.getByRole('tab', { name: 'Measurements' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: 'Unit' })).toBeFocused();

  // One measurement, in inches: the first value, and what to do for a change.
  const first = daysAgo(20);
  await api(page, 'POST', '/api/sessions', {
    device: MEASURE,
    duration: 0,
    length: 6,
    girth: 5,
    measurementUnit: 'inches',
    date: first.toISOString(),
  });
  await page.reload();
  await expect(change.getByTestId('change-length')).toContainText('6 in');
  await expect(change.getByTestId('change-length')).toContainText('first measurement');
  await expect(change).toContainText('Log another to see your change.');

  // Sessions, a goal of 3 a week, a second measurement in centimetres; inches preferred.
  await api(page, 'POST', '/api/sessions', { device: NOOSE, duration: 20, date: daysAgo(12).toISOString() });
  await api(page, 'POST', '/api/sessions', { device: NOOSE, duration: 25, date: daysAgo(9).toISOString() });
  await api(page, 'POST', '/api/sessions', {
    device: NOOSE,
    duration: 30,
    date: daysAgo(0.01).toISOString(),
  });
  await api(page, 'POST', '/api/sessions', {
    device: MEASURE,
    duration: 0,
    length: 16.5,
    girth: 13,
    measurementUnit: 'centimeters',
    date: daysAgo(0.02).toISOString(),
  });
  await api(page, 'PUT', '/api/goals', {
    goal: { kind: 'sessions', target: 3, device: null },
    restDays: { kind: 'none' },
    weekStart: 1,
    reminders: { enabled: false, time: '19:00' },
    timeZone: 'UTC',
  });
  await api(page, 'PUT', '/api/preferences', { measurementUnit: 'inches' });
  await page.reload();

  const tiles = page.getByRole('region', { name: 'Your Progress' });
  const quote = page.getByRole('figure', { name: 'Motivational quote' });
  const goal = page.getByRole('region', { name: 'Goals' });
  const log = page.getByRole('main').getByRole('button', { name: 'Log', exact: true });
  await expectTiles(page, 3, 75, 3);
  await expect(goal.getByTestId('goal-progress')).toHaveText('1 of 3 sessions');
  // 16.5 cm is 6.5 in, 13 cm is 5.12 in: the change since the first, in the preferred unit.
  const since = `since ${dayText(first)}`;
  await expect(change.getByTestId('change-length')).toContainText(`+0.5 in ${since}`);
  await expect(change.getByTestId('change-girth')).toContainText(`+0.12 in ${since}`);
  await expect(change.getByTestId('change-length')).toContainText(
    `up 0.5 inches ${since}, from 6 to 6.5 inches.`,
  );
  await expect(change).not.toContainText('Log another');
  await expect(page.getByRole('button', { name: 'View History' })).toHaveCount(0);

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await underOneRowHeader(page);
    await expectInFirstScreen(tiles, `tiles (${colorScheme})`);
    await expectInFirstScreen(quote, `quote (${colorScheme})`);
    await expectInFirstScreen(goal, `the week against the goal (${colorScheme})`);
    await expectInFirstScreen(change, `change (${colorScheme})`);
    await expectInFirstScreen(log, `Log (${colorScheme})`);
    await expectNoViolations(page, `home (${colorScheme})`);
    await expectTouchTargets(page, `home (${colorScheme})`);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath(`home-summary-${colorScheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // The unit chosen in the Measurements tab: the change follows it.
  await page.getByRole('tab', { name: 'Measurements' }).click();
  await page.getByRole('combobox', { name: 'Unit' }).selectOption('centimeters');
  await expect(change.getByTestId('change-length')).toContainText(`+1.26 cm ${since}`);
  await expect(change.getByTestId('change-girth')).toContainText(`+0.3 cm ${since}`);

  // Discreet mode blurs the change, one figure at a time until tapped.
  await api(page, 'PUT', '/api/preferences', { discreetMode: true });
  await page.reload();
  await expect(change.locator('[data-discreet="hidden"]')).toHaveCount(2);
  await change.getByRole('button', { name: 'Length change hidden: show' }).click();
  await expect(change.locator('[data-discreet="hidden"]')).toHaveCount(1);
  await expect(change.getByTestId('change-length')).toContainText('up 1.26 centimeters');

  await log.click();
  await expect(page).toHaveURL(`${baseURL}/log`);
});

test('a running or paused timer shows on home, and its button goes back to it', async ({ page, baseURL }) => {
  const email = freshEmail('home-timer');
  await registerThroughUi(page, email, 'home-pass-1');
  await signInThroughUi(page, email, 'home-pass-1');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Start session' })).toBeVisible();

  await api(page, 'POST', '/api/timer', { device: ANTI, sets: null });
  await page.reload();
  const running = main.getByRole('button', { name: 'Timer running' });
  await expect(running).toBeVisible();
  await expect(running.getByTestId('home-timer-clock')).toHaveText(/^\d+:\d\d$/);
  await expect(main.getByRole('button', { name: 'Start session' })).toHaveCount(0);
  await expectTouchTargets(page, 'home with a timer');
  await running.click();
  await expect(page).toHaveURL(`${baseURL}/timer`);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();

  await page.goto('/');
  const paused = main.getByRole('button', { name: 'Resume timer' });
  await expect(paused).toBeVisible();
  await expectNoViolations(page, 'home with a paused timer');
  await paused.click();
  await expect(page).toHaveURL(`${baseURL}/timer`);
});
