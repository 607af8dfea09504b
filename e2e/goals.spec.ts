import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { expectTouchTargets } from './support/touch-targets.ts';
import { expectNoHorizontalOverflow, expectTiles } from './support/tracker.ts';

const ZONE = 'Europe/Berlin';
const ANTI = 'Anti-turtle Sleeves';
const STRETCHER = 'All Day Stretcher Penis Extender';

const addDays = (day: string, count: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
};
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
/** 'Mar 9' for a calendar day. */
const shortDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
/** 10:00 UTC is 11:00 or 12:00 in Berlin: the same local day whatever the season. */
const morning = (day: string) => `${day}T10:00:00.000Z`;

/** Sessions made through the API from the page itself, with the browser's own login cookie. */
async function logThroughApi(page: Page, entries: Record<string, unknown>[]) {
  const statuses = await page.evaluate(async (list) => {
    const answers: number[] = [];
    for (const entry of list) {
      const reply = await fetch('/api/sessions', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(entry),
      });
      answers.push(reply.status);
    }
    return answers;
  }, entries);
  expect(statuses).toEqual(entries.map(() => 201));
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`goals at 375 px, ${colorScheme}`, () => {
    test.use({ viewport: { width: 375, height: 812 }, timezoneId: ZONE, colorScheme });

    test('the goal, streak and consistency on home match the logged sessions', async ({ page }) => {
      // Before 10:00 UTC today's morning session would lie ahead; the server allows a day ahead.
      const day = today();
      const email = freshEmail('goals');
      // The browser's zone is told to the server once, though two cards (goals, quote) read the summary.
      const zonesTold: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/goals/time-zone') {
          zonesTold.push(request.postData() ?? '');
        }
      });
      await registerThroughUi(page, email, 'goals-pass-1');
      await signInThroughUi(page, email, 'goals-pass-1');
      await expectTiles(page, 0, 0, 0);
      const card = page.getByRole('region', { name: 'Goals' });
      await expect(card.getByText('No weekly goal yet.')).toBeVisible();
      await expect(card.getByTestId('goal-streak')).toHaveText('0 days');
      await page.waitForLoadState('networkidle');
      expect(zonesTold).toEqual([JSON.stringify({ timeZone: ZONE })]);

      // Set a goal: 3 sleeve sessions a week, weeks from Monday, no rest days.
      await card.getByRole('button', { name: 'Set goals' }).click();
      await expect(page).toHaveURL(/\/goals$/);
      await expect(page.getByRole('heading', { name: 'Goals', level: 1 })).toBeVisible();
      await page.getByLabel('Goal', { exact: true }).selectOption('sessions');
      await page.getByLabel('Sessions per week').fill('3');
      await page.getByLabel('Device').selectOption(ANTI);
      // Not offered before the email is verified.
      await expect(
        page.getByText('Email reminders need an account with a verified email address.'),
      ).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectTouchTargets(page, '/goals');
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      await page.getByRole('button', { name: 'Save Goals' }).click();
      await expect(page.getByText('Goals saved', { exact: true })).toBeVisible();

      // Two days ago and yesterday with the sleeves, today with the stretcher (not the goal's device).
      await logThroughApi(page, [
        { device: ANTI, duration: 20, date: morning(addDays(day, -2)) },
        { device: ANTI, duration: 15, date: morning(addDays(day, -1)) },
        { device: STRETCHER, duration: 10, date: morning(day) },
      ]);
      // A fresh load: the app's cache never goes stale by itself, and these came from outside it.
      await page.goto('/');
      await expectTiles(page, 3, 45, 3);

      // Sleeve sessions inside this week (Monday to Sunday in Berlin).
      const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // 0 on Monday
      const inWeek = [-2, -1].filter((offset) => -offset <= weekday).length;
      await expect(card.getByTestId('goal-progress')).toContainText(`${inWeek} of 3 sessions`);
      await expect(card.getByTestId('goal-progress')).toContainText(ANTI);
      await expect(card.getByRole('progressbar', { name: 'Weekly goal' })).toHaveAttribute(
        'aria-valuenow',
        String(Math.round((inWeek / 3) * 100)),
      );
      // Three days in a row, today included; every day since the first session kept, and the words say
      // which days are counted (the first session was two days ago, within the 4 weeks).
      await expect(card.getByTestId('goal-streak')).toHaveText('3 days');
      await expect(card.getByRole('term')).toHaveText(['Streak', 'Consistency']);
      await expect(card.getByTestId('goal-consistency')).toHaveText(
        `Active on 3 of 3 days since ${shortDay(addDays(day, -2))}`,
      );
      // The spec's three tiles stay as they were, beside the card.
      await expect(page.getByRole('region', { name: 'Your Progress' })).toBeVisible();
      await expectNoHorizontalOverflow(page);

      // Deleting today's session: today is not logged yet, which does not break the streak.
      const deleted = await page.evaluate(async () => {
        const list = await (await fetch('/api/sessions?limit=1', { credentials: 'include' })).json();
        const reply = await fetch(`/api/sessions/${list[0].id}`, {
          method: 'DELETE',
          credentials: 'include',
        });
        return reply.status;
      });
      expect(deleted).toBeLessThan(300);
      await page.reload();
      await expectTiles(page, 2, 35, 2);
      await expect(card.getByTestId('goal-streak')).toHaveText('2 days');
      // Today is not counted until it is logged.
      await expect(card.getByTestId('goal-consistency')).toHaveText(
        `Active on 2 of 2 days since ${shortDay(addDays(day, -2))}`,
      );
    });
  });
}
