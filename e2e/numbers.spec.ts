import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.ts';
import { signInAsAdmin } from './support/admin-account.ts';
import { expectNoViolationsInBothThemes } from './support/axe.ts';
import { expectNoHorizontalOverflow, expectTiles, screenshot } from './support/tracker.ts';

// Issue 28, "numbers that read right": a customer with exactly one session of one minute and one
// measurement entry reads "1 minute" in the lists (the profile's table keeps the spec's "N minutes"), a
// consistency that says which days it counts, and the admin counts the one session as the customer does.

const ADMIN_PASSWORD = 'e2e-admin-password'; // e2e/support/serve.ts sets ADMIN_PASSWORD to this
const DEVICE = 'Anti-turtle Sleeves';
const ONE_MINUTE = /(?<!\d)1 minute(?!s)/; // "1 minute", never "1 minutes" nor "11 minute"

test.use({ viewport: { width: 375, height: 812 }, timezoneId: 'UTC', locale: 'en-US' });

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const shortDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

test('one session of one minute reads "1 minute"; the admin counts it as the customer does', async ({
  page,
  browser,
  baseURL,
}) => {
  const { email } = await signUpThroughApi(page, 'numbers');
  // Two days ago one session of 1 minute; yesterday a measurement entry, which is no session.
  for (const data of [
    { device: DEVICE, duration: 1, date: `${daysAgo(2)}T12:00:00.000Z` },
    {
      device: 'Measurement Update',
      duration: 0,
      length: 6.5,
      girth: 5,
      measurementUnit: 'inches',
      date: `${daysAgo(1)}T12:00:00.000Z`,
    },
  ]) {
    const response = await page.request.post('/api/sessions', { data });
    expect(response.status(), await response.text()).toBe(201);
  }

  // Home: the tiles, the recent list and the goal card.
  await page.goto('/');
  await expectTiles(page, 1, 1, 1);
  const recent = page.getByRole('region', { name: 'Recent Sessions' });
  const session = recent.getByRole('listitem').filter({ hasText: DEVICE });
  await expect(session).toContainText(ONE_MINUTE);
  const card = page.getByRole('region', { name: 'Goals' });
  await expect(card.getByTestId('goal-streak')).toHaveText('0 days');
  // Two days counted (two days ago and yesterday; today not until it is logged), one of them active.
  await expect(card.getByTestId('goal-consistency')).toHaveText(
    `Active on 1 of 2 days since ${shortDay(daysAgo(2))}`,
  );
  await expectNoHorizontalOverflow(page);
  await expectNoViolationsInBothThemes(page, 'home with one session');
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'numbers-home-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'numbers-home-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // History: the same words, and one entry of each kind.
  await page.goto('/history');
  const main = page.getByRole('main');
  await expect(main.getByRole('listitem').filter({ hasText: DEVICE })).toContainText(ONE_MINUTE);
  await expect(page.getByText('All 2 entries shown', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sessions', exact: true }).click();
  await expect(page.getByText('1 entry shown', { exact: true })).toBeVisible();

  // The profile's Recent Sessions table keeps the spec's words: "Duration (N minutes)".
  await page.goto('/profile');
  const table = page.getByRole('region', { name: 'Recent Sessions' }).getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: DEVICE })).toContainText('1 minutes');

  // The admin: one session, as the customer's Sessions tile says, and the measurement entry apart.
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    timezoneId: 'UTC',
    locale: 'en-US',
  });
  const admin = await context.newPage();
  await signInAsAdmin(admin, baseURL ?? '');
  await admin.goto('/admin/dashboard');
  await admin.getByLabel('Admin Password').fill(ADMIN_PASSWORD);
  await admin.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(admin).toHaveURL(`${baseURL}/admin/dashboard`);
  const row = admin
    .getByRole('region', { name: 'User Sessions' })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(row).toContainText('1 session, 1 measurement entry');
  await expectNoHorizontalOverflow(admin);
  await row.scrollIntoViewIfNeeded();
  await screenshot(admin, 'numbers-admin-row');
  await context.close();
});
