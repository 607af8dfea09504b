import { expect, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';

// The language chosen in Preferences (docs/decisions/067): every screen follows at once, without a reload;
// the choice is the account's, so the next page and another device open in it.

test('choosing Deutsch turns the screen German at once, and the account keeps it', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = freshEmail('sprache');
  await registerThroughUi(page, email, 'sprache-1');
  await signInThroughUi(page, email, 'sprache-1');
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goto('/profile');

  const preferences = page.getByRole('region', { name: 'Preferences' });
  await expect(preferences.getByLabel('Language')).toHaveValue('en');
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  await preferences.getByLabel('Language').selectOption('de');

  const einstellungen = page.getByRole('region', { name: 'Einstellungen' });
  await expect(einstellungen.getByText('Gespeichert', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(einstellungen.getByLabel('Maßeinheit')).toBeVisible();
  await expect(einstellungen.getByLabel('Design')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Verlauf' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Mehr' })).toBeVisible();
  await expect(page.getByText('Konto verbunden', { exact: true })).toBeVisible();
  expect(reloaded).toBe(false);
  await page.screenshot({ path: test.info().outputPath('preferences-de.png'), fullPage: true });

  await page.reload();
  await expect(page.getByRole('region', { name: 'Einstellungen' }).getByLabel('Sprache')).toHaveValue('de');

  // Another device, whose browser speaks English: German once the account's preferences arrive.
  const other = await browser.newPage({ baseURL });
  await signInThroughUi(other, email, 'sprache-1');
  await expect(other.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'de');
  await other.close();
});
