import { expect, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { withDatabase } from './support/database.ts';
import { expectTiles } from './support/tracker.ts';

// Weights in kilograms (issue 29, docs/decisions/056): a customer who chose kg types and reads kg in steps
// of 0.25, while the weight is stored in pounds as the spec says.

const PASSWORD = 'weights-kg-pass-1';
const WEIGHT_DEVICE = 'Adjustable Penis Weight Hanging System';

test.use({ viewport: { width: 375, height: 667 } });

test('a customer who chose kg logs 1.75 kg and reads kg in the form, the lists and the chart', async ({
  page,
}) => {
  const email = freshEmail('weights-kg');
  await registerThroughUi(page, email, PASSWORD);
  await signInThroughUi(page, email, PASSWORD);
  await expectTiles(page, 0, 0, 0);

  // Before choosing, the spec's field in pounds.
  await page.goto('/log');
  await page.getByLabel('Device').selectOption(WEIGHT_DEVICE);
  await expect(page.getByLabel('Weight (lbs)')).toHaveAttribute('step', '0.5');

  // Chosen in the profile's Preferences, saved as it changes.
  await page.goto('/profile');
  const preferences = page.getByRole('region', { name: 'Preferences' });
  await preferences.getByLabel('Weight unit').selectOption({ label: 'Kilograms (kg)' });
  await expect(preferences.getByText('Saved', { exact: true })).toBeVisible();
  expect((await (await page.request.get('/api/preferences')).json()).weightUnit).toBe('kg');

  // The form: 'Weight (kg)', steps of 0.25 to 4.5; a value off the steps is refused in kg.
  await page.goto('/log');
  await page.getByLabel('Device').selectOption(WEIGHT_DEVICE);
  const weight = page.getByLabel('Weight (kg)');
  await expect(weight).toHaveAttribute('step', '0.25');
  await expect(weight).toHaveAttribute('max', '4.5');
  await weight.fill('1.8');
  await weight.blur();
  await expect(page.getByText('Weight must be in steps of 0.25 kg')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log Session', exact: true })).toBeDisabled();
  await weight.fill('1.75');
  await expect(page.getByText('Weight must be in steps of 0.25 kg')).toHaveCount(0);
  await page.getByRole('button', { name: 'Log Session', exact: true }).click();
  await expect(page.getByText('Session logged successfully!', { exact: true })).toBeVisible();

  // Home's list.
  const recent = page.getByRole('region', { name: 'Recent Sessions' });
  await expect(recent.getByText(/20 minutes · 1\.75 kg/)).toBeVisible();

  // Stored in pounds: 1.75 kg is 3.9 lbs, and the API answers pounds.
  const sessions = await (await page.request.get('/api/sessions')).json();
  expect(sessions[0].weight).toBe(3.9);
  const stored = await withDatabase((client) =>
    client.query<{ weight: string }>('select weight::text as weight from sessions where id = $1', [
      sessions[0].id,
    ]),
  );
  expect(Number(stored.rows[0]?.weight)).toBe(3.9);

  // History, the entry's detail and the profile's table.
  await page.goto('/history');
  await expect(page.getByText(/20 minutes · 1\.75 kg/)).toBeVisible();
  await page.goto(`/entry?id=${sessions[0].id}`);
  await expect(page.getByRole('definition').filter({ hasText: 'kg' })).toHaveText('1.75 kg');
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Recent Sessions' }).getByText('1.75 kg')).toBeVisible();

  // The progress chart: its sentence, axis and table in kg.
  await page.goto('/progress');
  const chart = page.getByRole('region', { name: 'Heaviest weight per week' });
  await expect(chart.getByText(/1\.75 kg in the week of/)).toBeVisible();
  await chart.getByRole('button', { name: 'Show as table' }).click();
  await expect(chart.getByRole('columnheader', { name: 'Heaviest (kg)' })).toBeVisible();
  await expect(chart.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('1.75');

  // Editing shows the weight in kg again.
  await page.goto(`/log?edit=${sessions[0].id}`);
  await expect(page.getByLabel('Weight (kg)')).toHaveValue('1.75');
});
