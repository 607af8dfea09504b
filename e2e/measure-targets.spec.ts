import { expect, type Page, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { expectNoViolationsInBothThemes } from './support/axe.ts';
import { expectTouchTargets } from './support/touch-targets.ts';
import { expectNoHorizontalOverflow } from './support/tracker.ts';

// Targets for length and girth with a date on /goals (docs/decisions/057): progress and a projection.
const ZONE = 'UTC';

const addDays = (day: string, count: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
};
const today = () => new Date().toISOString().slice(0, 10);
/** 'Nov 27, 2027' for a calendar day (the target date lies in another year than today). */
const dayWithYear = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Measurement entries made through the API from the page, each on its calendar day. */
async function measureThroughApi(
  page: Page,
  entries: { daysAgo: number; length?: number; girth?: number }[],
) {
  const bodies = entries.map(({ daysAgo, ...values }) => {
    const day = addDays(today(), -daysAgo);
    return {
      device: 'Measurement Update',
      duration: 0,
      measurementUnit: 'inches',
      date: `${day}T00:00:00.000Z`,
      day,
      ...values,
    };
  });
  const statuses = await page.evaluate(async (list) => {
    const answers: number[] = [];
    for (const body of list) {
      const reply = await fetch('/api/sessions', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      answers.push(reply.status);
    }
    return answers;
  }, bodies);
  expect(statuses).toEqual(bodies.map(() => 201));
}

test.use({ viewport: { width: 375, height: 667 }, timezoneId: ZONE });

test('a target with a date shows progress and a projection; a target without enough data says so', async ({
  page,
}) => {
  const email = freshEmail('targets');
  await registerThroughUi(page, email, 'targets-pass-1');
  await signInThroughUi(page, email, 'targets-pass-1');
  await expect(page.getByRole('region', { name: 'Goals' })).toBeVisible();
  // Six weekly lengths rising unevenly; two girths.
  await measureThroughApi(page, [
    { daysAgo: 35, length: 6 },
    { daysAgo: 28, length: 6.1 },
    { daysAgo: 21, length: 6.15 },
    { daysAgo: 14, length: 6.3, girth: 4.5 },
    { daysAgo: 7, length: 6.35, girth: 4.6 },
    { daysAgo: 0, length: 6.5 },
  ]);

  await page.goto('/goals');
  const card = page.getByRole('region', { name: 'Measurement targets' });
  await expect(card.getByText('No target set.')).toHaveCount(2);

  const date = addDays(today(), 365);
  await card.getByRole('button', { name: 'Set a length target' }).click();
  await card.getByLabel('Target length').fill('7');
  await expect(card.getByLabel('Unit')).toHaveValue('inches');
  await card.getByLabel('Reach it by').fill(date);
  await card.getByRole('button', { name: 'Save target' }).click();
  await expect(page.getByText('Length target saved', { exact: true })).toBeVisible();
  await expect(card.getByText(`6.5 of 7 in; 0.5 in to go by ${dayWithYear(date)}`)).toBeVisible();
  await expect(card.getByRole('progressbar', { name: 'Length target' })).toHaveAttribute(
    'aria-valuenow',
    '93',
  );
  await expect(card.getByText(/^At your last 8 weeks' rate: around [A-Z][a-z]{2}/)).toBeVisible();
  await expect(
    card.getByText(/(before your date|after your date|Your date is within that range)\.$/),
  ).toBeVisible();

  await card.getByRole('button', { name: 'Set a girth target' }).click();
  await card.getByLabel('Target girth').fill('0');
  await card.getByLabel('Reach it by').fill(date);
  await card.getByRole('button', { name: 'Save target' }).click();
  await expect(card.getByText('The target must be more than 0')).toBeVisible();
  await card.getByLabel('Target girth').fill('5');
  await card.getByRole('button', { name: 'Save target' }).click();
  await expect(card.getByText('4.6 of 5 in; 0.4 in to go', { exact: false })).toBeVisible();
  await expect(card.getByText('Not enough data yet: 2 of 4 measurements in the last 8 weeks')).toBeVisible();

  await expectNoHorizontalOverflow(page);
  await expectTouchTargets(page, '/goals with targets');
  await expectNoViolationsInBothThemes(page, '/goals with targets');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectTouchTargets(page, '/goals with targets (dark)');
  await page.emulateMedia({ colorScheme: 'light' });

  // Removing the girth target; the length one stays after a reload.
  await card.getByRole('button', { name: 'Remove target' }).nth(1).click();
  await expect(page.getByText('Girth target removed', { exact: true })).toBeVisible();
  await page.reload();
  await expect(card.getByText('No target set.')).toHaveCount(1);
  await expect(card.getByRole('button', { name: 'Set a girth target' })).toBeVisible();
  await expect(card.getByText(`6.5 of 7 in; 0.5 in to go by ${dayWithYear(date)}`)).toBeVisible();
});
