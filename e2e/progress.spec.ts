import { expect, type Page, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { expectNoHorizontalOverflow, expectTiles, screenshot } from './support/tracker.ts';

const ZONE = 'America/Los_Angeles';
const ANTI = 'Anti-turtle Sleeves';
const ADJUSTABLE = 'Adjustable Penis Weight Hanging System';

const addDays = (day: string, count: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
};
const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

// The Monday two weeks before the current week in Los Angeles: inside the 12 weeks whatever today is.
const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const WEEK = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) - 14);
// 20:00 UTC is midday in Los Angeles (12:00 PST, 13:00 PDT): the same local day either way.
const at = (offset: number) => `${addDays(WEEK, offset)}T20:00:00.000Z`;

/** A signed-in customer with measurements (inches and centimetres) and weighted sessions, made through the API. */
async function customerWithEntries(page: Page) {
  const email = freshEmail('progress');
  await registerThroughUi(page, email, 'progress-pass-1');
  await signInThroughUi(page, email, 'progress-pass-1');
  // The dashboard has loaded (the customer hash exists): 0, 0, 0.
  await expectTiles(page, 0, 0, 0);
  const entries = [
    { device: 'Measurement Update', duration: 0, length: 6, girth: 5, date: '2026-09-01T20:00:00.000Z' },
    {
      device: 'Measurement Update',
      duration: 0,
      length: 16,
      measurementUnit: 'centimeters',
      date: '2026-10-01T20:00:00.000Z',
    },
    { device: ADJUSTABLE, duration: 15, weight: 3.5, date: at(1) },
    { device: ANTI, duration: 30, date: at(1) },
    { device: ANTI, duration: 10, length: 6.5, girth: 5.25, date: at(2) },
    { device: ADJUSTABLE, duration: 10, weight: 4, date: at(3) },
  ];
  // Through the API from the page itself, with the browser's own login cookie.
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

const cells = (page: Page, card: string, row: number) =>
  page.getByRole('region', { name: card }).getByRole('row').nth(row).getByRole('cell');

// The first measurement's day as a headline writes it: 'Sep 1', with the year when it is not this one.
const SEP_1 = new Date().getUTCFullYear() === 2026 ? 'Sep 1' : 'Sep 1, 2026';
// The 12 weeks start 11 weeks before this week's Monday: Oct 1 falls out of them by the end of December.
const OCT_1_IN_RANGE = '2026-10-01' >= addDays(WEEK, -63);
const lengthInRange = OCT_1_IN_RANGE
  ? '+0.2 in in the last 12 weeks'
  : 'one measurement in the last 12 weeks';
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`progress at 375 px, ${colorScheme}`, () => {
    test.use({ viewport: { width: 375, height: 812 }, timezoneId: ZONE, colorScheme });

    test('opens Progress, reads the headlines, the charts and their tables', async ({ page }) => {
      await customerWithEntries(page);
      await page.getByRole('button', { name: 'Charts' }).click();
      await expect(page).toHaveURL(/\/progress$/);
      await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: '12 weeks' })).toHaveAttribute('aria-pressed', 'true');

      // The headlines: the change since the first value ever, in the range, and what a rate needs.
      const headlines = page.getByRole('region', { name: 'How it is changing' });
      const needs = 'A rate per month needs 4 measurements over 3 weeks or more in the range.';
      await expect(headlines.getByRole('listitem')).toHaveText([
        `Length: +0.5 in since your first measurement (${SEP_1}), ${lengthInRange}. ${needs}`,
        `Girth: +0.25 in since your first measurement (${SEP_1}), one measurement in the last 12 weeks. ${needs}`,
        `Hanging weight: one logged weight so far (4 lbs in the week of ${shortDay(WEEK)}).`,
      ]);

      // Every chart is an image named by its summary sentence.
      const length = page.getByRole('region', { name: 'Length' });
      const lengthSummary =
        `Length: 6.5 in on ${formatDay(addDays(WEEK, 2))}; +0.5 in since your first measurement ` +
        'and +0.2 in since the previous.';
      await expect(length.getByRole('img', { name: lengthSummary })).toBeVisible();
      // Training minutes only; the sleeves' 40 minutes are all-day wear, in hours.
      const minutes = page.getByRole('region', { name: 'Minutes per week' });
      await expect(minutes.getByRole('img')).toHaveAccessibleName(
        /^Last 12 weeks: 25 minutes in 2 sessions\./,
      );
      await expect(
        minutes.getByText(
          'Bars show training minutes each week; the figure above a bar is how many sessions.',
        ),
      ).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'All-day wear per week' }).getByRole('img'),
      ).toHaveAccessibleName('All-day wear: 0 h this week, 0.7 h in the last 12 weeks.');
      await expect(page.getByRole('region', { name: 'Active days' }).getByRole('img')).toHaveAccessibleName(
        'Active on 2 days of the last 12 weeks.',
      );
      await expect(page.getByRole('button', { name: 'Inches' })).toHaveAttribute('aria-pressed', 'true');
      await expectNoHorizontalOverflow(page);
      if (colorScheme === 'dark') {
        const background = await length.evaluate((element) => getComputedStyle(element).backgroundColor);
        expect(background).not.toBe('rgb(255, 255, 255)');
      }
      await screenshot(page, `progress-${colorScheme}`);

      // The minutes as a table, newest first: from the week of the first entry, no empty weeks before it.
      await minutes.getByRole('button', { name: 'Show as table' }).click();
      await expect(minutes.getByRole('row')).toHaveCount(4);
      await expect(cells(page, 'Minutes per week', 3)).toHaveText([
        formatDay(WEEK),
        '2',
        '25',
        `${ADJUSTABLE}: 25`,
      ]);
      await expect(cells(page, 'Minutes per week', 1)).toHaveText([/./, '0', '0', '–']);

      const weight = page.getByRole('region', { name: 'Heaviest weight per week' });
      await weight.getByRole('button', { name: 'Show as table' }).click();
      await expect(cells(page, 'Heaviest weight per week', 1)).toHaveText([formatDay(WEEK), ADJUSTABLE, '4']);

      const days = page.getByRole('region', { name: 'Active days' });
      await days.getByRole('button', { name: 'Show as table' }).click();
      await expect(days.getByRole('row')).toHaveCount(3);
      await expect(cells(page, 'Active days', 2)).toHaveText([formatDay(addDays(WEEK, 1)), '1', '15']);
      await expectNoHorizontalOverflow(page);

      // All time: every measurement, by month.
      await page.getByRole('button', { name: 'All time' }).click();
      await expect(page.getByRole('button', { name: 'All time' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('region', { name: 'Minutes per month' })).toBeVisible();
      await length.getByRole('button', { name: 'Show as table' }).click();
      await expect(cells(page, 'Length', 1)).toHaveText([formatDay(addDays(WEEK, 2)), '6.5', '+0.5', '+0.2']);
      await expect(cells(page, 'Length', 2)).toHaveText(['Oct 1, 2026', '6.3', '+0.3', '+0.3']);
      await expect(cells(page, 'Length', 3)).toHaveText(['Sep 1, 2026', '6', '0', '–']);

      // Centimetres: every value converted by the server.
      await page.getByRole('button', { name: 'Centimeters' }).click();
      await expect(page.getByRole('button', { name: 'Centimeters' })).toHaveAttribute('aria-pressed', 'true');
      await expect(cells(page, 'Length', 1)).toHaveText([
        formatDay(addDays(WEEK, 2)),
        '16.51',
        '+1.27',
        '+0.51',
      ]);
      await page
        .getByRole('region', { name: 'Girth' })
        .getByRole('button', { name: 'Show as table' })
        .click();
      await expect(cells(page, 'Girth', 1)).toHaveText([
        formatDay(addDays(WEEK, 2)),
        '13.34',
        '+0.64',
        '+0.64',
      ]);
      await expect(cells(page, 'Girth', 2)).toHaveText(['Sep 1, 2026', '12.7', '0', '–']);
    });
  });
}
