import { expect, test } from '@playwright/test';
import { freshEmail } from './support/accounts.ts';
import { clippedText, servePseudoLocaleAsGerman } from './support/pseudo-locale.ts';

// The sign-in page in the browser's language (docs/decisions/067): German here, with its validation
// messages and toasts; then the pseudo-locale, 40 % longer, at 375 px.
test.use({ locale: 'de-DE' });

test('a German browser signs up in German: labels, validation, the toast and "check your inbox"', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText('Melde dich an oder erstelle ein neues Konto.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verfolge deine Fortschritte ganz privat' })).toBeVisible();

  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Anmelden' }).click();
  await expect(panel.getByText('Bitte gib eine gültige E-Mail-Adresse ein')).toBeVisible();
  await expect(panel.getByText('Das Passwort fehlt')).toBeVisible();

  await page.getByRole('tab', { name: 'Konto erstellen' }).click();
  const email = freshEmail('deutsch');
  await panel.getByLabel('E-Mail').fill(email);
  await panel.getByLabel('Passwort', { exact: true }).fill('abc');
  await expect(panel.getByText('Gib ein Passwort ein')).toBeVisible();
  await panel.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(panel.getByText('Das Passwort muss mindestens 6 Zeichen lang sein')).toBeVisible();
  await panel.getByLabel('Passwort', { exact: true }).fill('deutsch-1');
  await expect(panel.getByText('Mittel')).toBeVisible();
  await panel.getByLabel('Passwort bestätigen').fill('deutsch-2');
  await panel.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(panel.getByText('Die Passwörter stimmen nicht überein')).toBeVisible();
  await panel.getByLabel('Passwort bestätigen').fill('deutsch-1');
  await panel.getByRole('button', { name: 'Konto erstellen' }).click();

  await expect(page.getByText('Konto erstellt', { exact: true })).toBeVisible();
  const inbox = page.getByRole('region', { name: 'Sieh in dein Postfach' });
  await expect(inbox).toContainText(`Wir haben einen Bestätigungslink an ${email} geschickt.`);
  await expect(inbox.getByRole('button', { name: 'E-Mail erneut senden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Schließen' })).toBeVisible();

  await page.getByRole('tab', { name: 'Anmelden' }).click();
  await panel.getByLabel('E-Mail').fill(email);
  await panel.getByLabel('Passwort', { exact: true }).fill('not-the-password');
  await panel.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Anmeldung fehlgeschlagen', { exact: true })).toBeVisible();
  await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
  await expect(page.getByRole('heading', { name: 'Passwort zurücksetzen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zurück zur Anmeldung' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('auth-de.png'), fullPage: true });
});

test('a reset link and a verification link that no longer work say so in German', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-token');
  await expect(page.getByRole('heading', { name: 'Ungültiger Link' })).toBeVisible();
  await expect(page.getByText('Ungültiger oder abgelaufener Link', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zurück zur Anmeldung' })).toBeVisible();
  await page.goto('/email-verified?status=invalid');
  await expect(page.getByRole('heading', { name: 'Bestätigungslink ungültig' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zum Profil' })).toBeVisible();
  await page.goto('/email-verified');
  await expect(page.getByRole('heading', { name: 'E-Mail-Adresse bestätigt!' })).toBeVisible();
});

test("the store's locale (?locale= on the app-proxy URL) wins over the browser's, and stays for the tab", async ({
  page,
}) => {
  await page.goto('/auth?locale=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByText('Connectez-vous à votre compte ou créez-en un.')).toBeVisible();
  await page.getByRole('tab', { name: 'Créer un compte' }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Créer un compte' }).click();
  await expect(page.getByText('Saisissez une adresse e-mail valide')).toBeVisible();
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Créer un compte' })).toBeVisible();
});

test('the sign-in page in the pseudo-locale fits 375 px: nothing overflows, no button is cut', async ({
  page,
}) => {
  await servePseudoLocaleAsGerman(page);
  await page.goto('/auth');
  await expect(page.getByText(/^Šígñ íñ tö/)).toBeVisible();
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button').last().click();
  expect(await clippedText(page)).toEqual([]);
  await page.getByRole('tab').last().click();
  await panel.getByRole('button').last().click();
  expect(await clippedText(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('auth-pseudo.png'), fullPage: true });
});
