import { expect, test } from '@playwright/test';
import { QUOTES } from '../src/shared/rules/quotes.ts';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import {
  expectImageLoaded,
  expectNoHorizontalOverflow,
  expectTiles,
  photo,
  screenshot,
} from './support/tracker.ts';

const DEVICE = 'Adjustable Penis Weight Hanging System';
const MOTIVATION = QUOTES.filter((quote) => quote.category === 'motivation').map((quote) => quote.text);

const viewports = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const viewport of viewports) {
  test.describe(`tracker at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('log, edit, measure and delete a session', async ({ page, baseURL }) => {
      const email = freshEmail(`tracker-${viewport.name}`);
      await registerThroughUi(page, email, 'tracker-pass-1');
      await signInThroughUi(page, email, 'tracker-pass-1');
      await expect(page).toHaveURL(`${baseURL}/`);

      // A new user: a motivation quote, 0/0/0 and the empty list.
      const quote = page.getByRole('figure', { name: 'Motivational quote' });
      await expect(quote).toBeVisible();
      expect(MOTIVATION).toContain(await quote.locator('blockquote').textContent());
      await expectTiles(page, 0, 0, 0);
      await expect(page.getByText('Account Connected', { exact: true })).toBeVisible();
      const store = page.getByRole('link', { name: /^Example Store/ });
      await expect(store).toHaveAttribute('href', 'https://store.example.com/');
      await expect(store).toHaveAttribute('target', '_blank');
      await expect(page.getByText('No sessions have been logged yet.', { exact: true })).toBeVisible();
      await expectNoHorizontalOverflow(page);

      // Log a session with a weight, a note and a photo.
      await page.getByRole('button', { name: 'New Session' }).click();
      await expect(page).toHaveURL(/\/log$/);
      await expect(page.getByRole('heading', { name: 'Log Session' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Track Your Progress!' })).toBeVisible();
      const submit = page.getByRole('button', { name: 'Log Session', exact: true });
      await expect(submit).toBeDisabled();
      await expect(page.getByLabel('Weight (lbs)')).toHaveCount(0);
      await page.getByLabel('Device').selectOption(DEVICE);
      await page.getByLabel('Duration (minutes)').fill('30');
      await page.getByLabel('Weight (lbs)').fill('2.5');
      await page.getByLabel('Notes').fill('Felt good, warm-up first');
      await page
        .getByLabel('Image')
        .setInputFiles({ name: 'progress.jpg', mimeType: 'image/jpeg', buffer: await photo() });
      await expectImageLoaded(page.getByRole('img', { name: 'Session preview' }));
      await expect(
        page.getByText('Supported formats: JPG, PNG, GIF. Maximum file size: 10MB', { exact: true }),
      ).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `${viewport.name}-log`);
      await expect(submit).toBeEnabled();
      await submit.click();

      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.getByText('Session logged successfully!', { exact: true })).toBeVisible();
      const recent = page.getByRole('region', { name: 'Recent Sessions' });
      await expect(recent.getByRole('listitem').first()).toContainText(DEVICE);
      await expect(recent.getByRole('listitem').first()).toContainText('30 minutes · 2.5 lbs');
      await expectTiles(page, 1, 30, 1);
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `${viewport.name}-home`);

      // Edit: the saved values and the saved photo come back, and a change is saved.
      await recent.getByRole('listitem').first().getByRole('button', { name: /^Edit/ }).click();
      await expect(page).toHaveURL(/\/log\?edit=\d+$/);
      await expect(page.getByRole('heading', { name: 'Edit Session' })).toBeVisible();
      await expect(page.getByLabel('Device')).toHaveValue(DEVICE);
      await expect(page.getByLabel('Duration (minutes)')).toHaveValue('30');
      await expect(page.getByLabel('Weight (lbs)')).toHaveValue('2.5');
      await expect(page.getByLabel('Notes')).toHaveValue('Felt good, warm-up first');
      await expectImageLoaded(page.getByRole('img', { name: 'Session preview' }));
      await page.getByLabel('Notes').fill('Felt good, longer warm-up');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.getByText('Session updated successfully!', { exact: true })).toBeVisible();
      await expectTiles(page, 1, 30, 1);

      // A measurement in centimetres, with the live inch hint; it leaves the tiles alone.
      await page.getByRole('tab', { name: 'Measurements' }).click();
      await expect(page.getByText('No measurements have been logged yet.', { exact: true })).toBeVisible();
      const save = page.getByRole('button', { name: 'Save Measurements' });
      await expect(save).toBeDisabled();
      await page.getByLabel('Unit').selectOption('centimeters');
      await page.getByLabel('Length').fill('15');
      await expect(page.getByText('5.9 in', { exact: true })).toBeVisible();
      await page.getByLabel('Girth').fill('12.5');
      await expect(page.getByText('4.9 in', { exact: true })).toBeVisible();
      await screenshot(page, `${viewport.name}-measurements`);
      await save.click();
      await expect(page.getByText('Measurements saved successfully!', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Length')).toHaveValue('');
      const previous = page.getByRole('region', { name: 'Previous Measurements' });
      await expect(previous.getByRole('listitem')).toHaveCount(1);
      await expect(previous.getByRole('listitem')).toContainText('Length: 15 cm · Girth: 12.5 cm');
      await expectTiles(page, 1, 30, 1);
      await expectNoHorizontalOverflow(page);

      // The profile's Recent Sessions table lists both entries.
      await page.getByRole('button', { name: email.split('@')[0], exact: true }).click();
      await expect(page).toHaveURL(/\/profile$/);
      const table = page.getByRole('region', { name: 'Recent Sessions' }).getByRole('table');
      await expect(table.getByRole('row')).toHaveCount(3);
      const row = table.getByRole('row').filter({ hasText: DEVICE });
      await expect(row).toContainText('30 minutes');
      await expect(row).toContainText('2.5 lbs');
      await expect(row).toContainText('Felt good, longer warm-up');
      await expect(page.getByRole('link', { name: 'View All Sessions' })).toHaveCount(0);
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `${viewport.name}-profile`);
      await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
      await expect(page).toHaveURL(`${baseURL}/`);

      // Delete the session through the confirmation; Cancel first keeps it.
      await expect(recent.getByRole('listitem')).toHaveCount(2);
      const session = recent.getByRole('listitem').filter({ hasText: DEVICE });
      await session.getByRole('button', { name: /^Delete/ }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete Session' });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByText('Are you sure you want to delete this session? This action cannot be undone.', {
          exact: true,
        }),
      ).toBeVisible();
      // Radix keeps the focus inside the dialog and gives it back to the Delete button on close.
      const cancel = dialog.getByRole('button', { name: 'Cancel' });
      await expect(cancel).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(cancel).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(session.getByRole('button', { name: /^Delete/ })).toBeFocused();
      await expect(recent.getByRole('listitem')).toHaveCount(2);
      await session.getByRole('button', { name: /^Delete/ }).click();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByText('Session deleted successfully!', { exact: true })).toBeVisible();
      await expect(recent.getByRole('listitem')).toHaveCount(1);
      await expect(recent.getByRole('listitem')).toContainText('Length: 15 cm · Girth: 12.5 cm');
      await expectTiles(page, 0, 0, 0);
    });
  });
}
