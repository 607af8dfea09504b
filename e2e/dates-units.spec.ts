import { expect, type Page, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { expectNoHorizontalOverflow } from './support/tracker.ts';

const DEVICE = 'Adjustable Penis Weight Hanging System';
const PASSWORD = 'dates-pass-1';

test.use({ viewport: { width: 375, height: 812 }, locale: 'en-US' });

/** The calendar day ('YYYY-MM-DD') and date text ('Nov 1, 2026') of an instant in a zone. */
function dayIn(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const text = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium' });
  return { day: parts.format(instant), text: text.format(instant) };
}

/** 'Nov 1, 2026' for a 'YYYY-MM-DD', whatever the zone. */
const dayText = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium' }).format(
    new Date(`${day}T00:00:00Z`),
  );

async function signUp(page: Page, prefix: string) {
  const email = freshEmail(prefix);
  await registerThroughUi(page, email, PASSWORD);
  await signInThroughUi(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Recent Sessions' })).toBeVisible();
}

async function logMeasurement(page: Page, day: string, length: string) {
  await page.getByRole('tab', { name: 'Measurements' }).click();
  await page.getByLabel('Date').fill(day);
  await page.getByLabel('Length').fill(length);
  await page.getByRole('button', { name: 'Save Measurements' }).click();
  await expect(page.getByText('Measurements saved successfully!', { exact: true })).toBeVisible();
}

for (const timeZone of ['Pacific/Auckland', 'America/Los_Angeles']) {
  test.describe(`in ${timeZone}`, () => {
    test.use({ timezoneId: timeZone });

    test('a measurement shows the day chosen, and sorts below a session of that morning', async ({
      page,
    }) => {
      await signUp(page, `dates-${timeZone.split('/')[1]?.toLowerCase()}`);
      const today = dayIn(new Date(), timeZone);
      await logMeasurement(page, today.day, '6.5');
      await logMeasurement(page, '2026-11-01', '6');
      const previous = page.getByRole('region', { name: 'Previous Measurements' });
      await expect(previous.getByRole('listitem')).toHaveCount(2);
      await expect(previous.getByRole('listitem').nth(0).locator('time')).toHaveText(today.text);
      await expect(previous.getByRole('listitem').nth(1).locator('time')).toHaveText(dayText('2026-11-01'));

      // A session at 08:00 on Nov 1 in this zone sorts above that day's measurement.
      await page.goto('/log');
      await page.getByLabel('Device').selectOption(DEVICE);
      await page.getByLabel('Date and time').fill('2026-11-01T08:00');
      await page.getByRole('button', { name: 'Log Session', exact: true }).click();
      await expect(page.getByText('Session logged successfully!', { exact: true })).toBeVisible();
      const recent = page.getByRole('region', { name: 'Recent Sessions' });
      await expect(recent.getByRole('listitem')).toHaveCount(3);
      const devices = recent.getByRole('listitem').locator('p.font-medium');
      await expect(devices).toHaveText(['Measurement Update', DEVICE, 'Measurement Update']);
      await expect(recent.getByRole('listitem').nth(1).locator('time')).toHaveText(/^Nov 1, 2026, 8:00\sAM$/);
      await expect(recent.getByRole('listitem').nth(2).locator('time')).toHaveText('Nov 1, 2026');
      await expectNoHorizontalOverflow(page);
    });
  });
}

test.describe('in America/Los_Angeles', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('log a session dated yesterday evening; the preferred unit is remembered; repeat and undo', async ({
    page,
  }) => {
    await signUp(page, 'dates-units');

    // Yesterday at 20:30, in the browser's zone.
    const yesterday = new Date(Date.now() - 86_400_000);
    const { day, text } = dayIn(yesterday, 'America/Los_Angeles');
    await page.getByRole('button', { name: 'New Session' }).click();
    const when = page.getByLabel('Date and time');
    await expect(when).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await page.getByLabel('Device').selectOption(DEVICE);
    await page.getByLabel('Duration (minutes)').fill('25');
    await page.getByLabel('Weight (lbs)').fill('3');
    await when.fill(`${day}T20:30`);
    await page.getByRole('button', { name: 'Log Session', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    const recent = page.getByRole('region', { name: 'Recent Sessions' });
    await expect(recent.getByRole('listitem').first().locator('time')).toHaveText(
      new RegExp(`^${text}, 8:30\\sPM$`),
    );

    // The log form starts from the device last used.
    await page.goto('/log');
    await expect(page.getByLabel('Device')).toHaveValue(DEVICE);

    // Centimetres chosen once: preselected in both forms after a reload, and the lists convert.
    await page.goto('/');
    await logMeasurement(page, day, '6');
    await page.getByRole('tabpanel').getByLabel('Unit').selectOption('centimeters');
    await page.reload();
    await page.getByRole('tab', { name: 'Measurements' }).click();
    await expect(page.getByRole('tabpanel').getByLabel('Unit')).toHaveValue('centimeters');
    const previous = page.getByRole('region', { name: 'Previous Measurements' });
    await expect(previous.getByText('Length: 15.2 cm')).toBeVisible();
    await previous.getByRole('button', { name: 'As entered' }).click();
    await expect(previous.getByText('Length: 6 in')).toBeVisible();
    await page.goto('/log');
    await expect(page.getByLabel('Measurement Unit')).toHaveValue('centimeters');

    // Repeat last session, then Undo.
    await page.goto('/');
    await expect(recent.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Repeat last session' }).click();
    await expect(page.getByText('Session logged successfully!', { exact: true })).toBeVisible();
    await expect(recent.getByRole('listitem')).toHaveCount(3);
    await expect(recent.getByRole('listitem').first()).toContainText('25 minutes · 3 lbs');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Session deleted successfully!', { exact: true })).toBeVisible();
    await expect(recent.getByRole('listitem')).toHaveCount(2);
    await expectNoHorizontalOverflow(page);
  });
});
