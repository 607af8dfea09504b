import { expect, type Page, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { expectNoViolationsInBothThemes } from './support/axe.ts';
import { expectTouchTargets } from './support/touch-targets.ts';
import { expectNoHorizontalOverflow, expectTiles } from './support/tracker.ts';

// Issue 29, docs/decisions/058: the ranges, the headlines, the top three devices and "Other", all-day wear
// in hours apart from training time, and pills as days.

const ZONE = 'America/Los_Angeles';
const HANGERS = [
  'Adjustable Penis Weight Hanging System',
  'Cotton Hanging Noose for Stretching Exercises',
  'Leather Lace Up Penis Hanger/Stretcher',
  'Vacuum Hanger PE | Penis Pump & Weight Hanging',
];
const EXTENDER = 'All Day Stretcher Penis Extender';

const addDays = (day: string, count: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
};
const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const MONDAY = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
// Midday in Los Angeles on a day `offset` days from this week's Monday.
const at = (offset: number) => `${addDays(MONDAY, offset)}T20:00:00.000Z`;
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
const withYear = (day: string) =>
  day.slice(0, 4) === today.slice(0, 4) ? shortDay(day) : `${shortDay(day)}, ${day.slice(0, 4)}`;

/** A customer with weekly lengths for 8 weeks, four hanging devices, an extender and pills. */
async function customerWithHistory(page: Page) {
  const email = freshEmail('progress-ranges');
  await registerThroughUi(page, email, 'progress-ranges-1');
  await signInThroughUi(page, email, 'progress-ranges-1');
  await expectTiles(page, 0, 0, 0);
  const entries: Record<string, unknown>[] = [];
  // Length 6 in, +0.05 a week for 8 weeks (the first 7 weeks back): 6.35 in now.
  for (let week = 0; week < 8; week++) {
    entries.push({
      device: 'Measurement Update',
      duration: 0,
      length: Number((6 + 0.05 * week).toFixed(2)),
      date: at(-49 + week * 7),
    });
  }
  // Two weeks ago: 40, 30, 20 and 10 minutes of hanging; this week 4 h of the extender, pills twice.
  HANGERS.forEach((device, index) => {
    entries.push({ device, duration: 40 - index * 10, date: at(-14 + index) });
  });
  entries.push({ device: EXTENDER, duration: 240, date: at(0) });
  entries.push({ device: 'Pills', duration: 1, date: at(0) });
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

test.use({ viewport: { width: 375, height: 812 }, timezoneId: ZONE });

test('ranges, headlines, the top three devices and Other, all-day wear in hours; axe in both themes', async ({
  page,
}) => {
  await customerWithHistory(page);
  await page.goto('/progress');
  const range = page.getByRole('group', { name: 'Range' });
  await expect(range.getByRole('button')).toHaveText(['4 weeks', '12 weeks', 'A year', 'All time']);
  await expect(range.getByRole('button', { name: '12 weeks' })).toHaveAttribute('aria-pressed', 'true');

  // 8 weekly lengths, +0.35 in: the least-squares rate is 0.05 in a week, about 0.22 in a month.
  const headlines = page.getByRole('region', { name: 'How it is changing' });
  await expect(headlines.getByRole('listitem').first()).toHaveText(
    `Length: +0.35 in since your first measurement (${withYear(addDays(MONDAY, -49))}), ` +
      '+0.35 in in the last 12 weeks — about +0.22 in a month.',
  );
  await expect(headlines.getByTestId('sparkline')).toHaveCount(1);

  // The minutes chart names three devices and "Other"; the extender is not in it.
  const minutes = page.getByRole('region', { name: 'Minutes per week' });
  await expect(minutes.getByRole('listitem')).toHaveText([
    HANGERS[0],
    HANGERS[1],
    HANGERS[2],
    'Other',
  ] as string[]);
  await expect(minutes.getByRole('img')).toHaveAccessibleName(/^Last 12 weeks: 100 minutes in 4 sessions\./);
  await expect(
    page.getByRole('region', { name: 'All-day wear per week' }).getByRole('img'),
  ).toHaveAccessibleName('All-day wear: 4 h this week, 4 h in the last 12 weeks.');
  await expect(page.getByRole('region', { name: 'Taken or used' })).toContainText(
    'In the last 12 weeks: Pills on 1 day.',
  );
  await expectNoHorizontalOverflow(page);
  await expectTouchTargets(page, 'progress', 'main');

  // 4 weeks, chosen from the keyboard: four lengths over three weeks in them, enough for a rate.
  await range.getByRole('button', { name: '12 weeks' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(range.getByRole('button', { name: '4 weeks' })).toHaveAttribute('aria-pressed', 'true');
  await expect(headlines.getByRole('listitem').first()).toHaveText(
    /, \+0\.15 in in the last 4 weeks — about \+0\.22 in a month\.$/,
  );
  await expect(minutes.getByRole('img')).toHaveAccessibleName(/^Last 4 weeks: 100 minutes in 4 sessions\./);

  // A year: by month.
  await range.getByRole('button', { name: 'A year' }).click();
  await expect(page.getByRole('region', { name: 'Minutes per month' }).getByRole('img')).toHaveAccessibleName(
    /^Last year: 100 minutes in 4 sessions\. This month: /,
  );
  await expect(
    page.getByText('Bars show training minutes each month; the figure above a bar is how many sessions.'),
  ).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoViolationsInBothThemes(page, 'progress, a year');
});
