import { expect, test } from '@playwright/test';
import { pseudoText } from '../src/client/locales/pseudo-locale.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { clippedText, servePseudoLocaleAsGerman } from './support/pseudo-locale.ts';

// The profile, privacy, the offline banner and the app's frame (404) in the browser's language
// (docs/decisions/067): German, French and Spanish words, dates as the language writes them; then the
// pseudo-locale, 40 % longer, at 375 px.

const PASSWORD = 'sprache-pass-1';

/** Today as the privacy card writes it in `language`. */
const today = (language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date());

test.describe('German', () => {
  test.use({ locale: 'de-DE' });

  test('the privacy notice, the profile cards, a validation error, a toast and the date in German', async ({
    page,
  }) => {
    await signUpThroughApi(page, 'profil', { password: PASSWORD, acceptNotice: false });
    await page.goto('/profile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    // The notice, until accepted.
    const notice = page.getByRole('alertdialog', { name: 'Deine Daten und deine Privatsphäre' });
    await expect(notice.getByRole('heading', { name: 'Was gespeichert wird' })).toBeVisible();
    await expect(notice.getByRole('heading', { name: 'Wer es sehen kann' })).toBeVisible();
    await expect(notice.getByRole('heading', { name: 'Wie du es löschst' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('notice-de.png') });
    await notice.getByRole('button', { name: 'Verstanden, weiter' }).click();
    await expect(notice).toHaveCount(0);

    await expect(page.getByRole('heading', { name: 'Profil', level: 1 })).toBeVisible();
    await expect(page.locator('main h2')).toHaveText([
      'Konto',
      'Einstellungen',
      'Letzte Sitzungen',
      'Deine Daten',
      'Datenschutz',
    ]);
    const account = page.getByRole('region', { name: 'Konto' });
    await expect(account.getByText('Deine Kontodaten')).toBeVisible();
    await expect(account.getByText('Benutzername')).toBeVisible();
    await expect(account.getByText('E-Mail-Status')).toBeVisible();
    await expect(account.getByText('Nicht bestätigt')).toBeVisible();
    await expect(account.getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' })).toBeVisible();
    await expect(page.getByText('Du hast noch keine Sitzungen erfasst.')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Letzte Sitzungen' }).getByRole('link', { name: 'Übersicht' }),
    ).toBeVisible();
    await expect(page.getByText('Deine Änderungen werden sofort gespeichert.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Änderungen speichern' })).toBeVisible();

    // Privacy: what was agreed to, and the day, as German writes it.
    const privacy = page.getByRole('region', { name: 'Datenschutz' });
    await expect(privacy.getByText(`Akzeptiert am ${today('de')}`)).toBeVisible();
    await expect(
      privacy.getByText('Nicht zugestimmt: Du wirst gefragt, wenn du ein Foto hinzufügst'),
    ).toBeVisible();

    // The name: Edit, its label and hint.
    await account.getByRole('button', { name: 'Name bearbeiten' }).click();
    await expect(account.getByLabel('Anzeigename')).toBeFocused();
    await expect(account.getByText(/^Bis zu \d+ Zeichen/)).toBeVisible();
    await account.getByRole('button', { name: 'Abbrechen' }).click();

    // The password: a validation error, then the toast.
    await account.getByRole('button', { name: 'Passwort ändern' }).click();
    await account.getByLabel('Aktuelles Passwort').fill(PASSWORD);
    await account.getByLabel('Neues Passwort', { exact: true }).fill('neues-pass-22');
    await account.getByLabel('Neues Passwort bestätigen').fill('neues-pass-23');
    await account.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(account.getByText('Die Passwörter stimmen nicht überein')).toBeVisible();
    await account.getByLabel('Neues Passwort bestätigen').fill('neues-pass-22');
    await account.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByText('Passwort geändert', { exact: true })).toBeVisible();
    await expect(page.getByText('Deine anderen Geräte wurden abgemeldet.', { exact: true })).toBeVisible();

    // Your data: a deletion asks first.
    const data = page.getByRole('region', { name: 'Deine Daten' });
    await expect(data.getByRole('button', { name: 'Meine Daten herunterladen' })).toBeVisible();
    await data.getByRole('button', { name: 'Meine Fotos löschen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Alle deine Fotos löschen?' });
    await expect(dialog).toContainText('Das lässt sich nicht rückgängig machen.');
    await expect(dialog.getByText('Gib zur Bestätigung dein Passwort ein.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Fotos löschen' })).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('delete-de.png') });
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await page.screenshot({ path: test.info().outputPath('profile-de.png'), fullPage: true });
  });

  test('the offline banner, the 404 page and the privacy page in German', async ({ page, context }) => {
    await signUpThroughApi(page, 'offline');
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: 'Datenschutz und deine Daten', level: 1 })).toBeVisible();
    await expect(page.getByText('Diskreter Modus und wozu du zugestimmt hast')).toBeVisible();
    await expect(page.getByText(`Akzeptiert am ${today('de')}`)).toBeVisible();
    await expect(page.getByText(`Zugestimmt am ${today('de')}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mein Konto löschen' })).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'Du bist offline.' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Du bist offline.')).toHaveCount(0);

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 – Seite nicht gefunden' })).toBeVisible();
  });

  test.describe('in the pseudo-locale', () => {
    // The pseudo-locale is served in place of German's chunks: a service worker would serve the real ones.
    test.use({ serviceWorkers: 'block' });

    test('the profile, the privacy page and the notice fit 375 px in the pseudo-locale', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 667 });
      await servePseudoLocaleAsGerman(page);
      await signUpThroughApi(page, 'pseudo-profil', { acceptNotice: false });

      await page.goto('/profile');
      await expect(page.getByRole('button', { name: pseudoText('I understand, continue') })).toBeVisible();
      expect(await clippedText(page)).toEqual([]);
      await page.getByRole('button', { name: pseudoText('I understand, continue') }).click();
      await expect(page.getByText(pseudoText('Your account details'))).toBeVisible();
      expect(await clippedText(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('profile-pseudo.png'), fullPage: true });

      await page.getByRole('button', { name: pseudoText('Change password') }).click();
      expect(await clippedText(page)).toEqual([]);
      await page.getByRole('button', { name: pseudoText('Delete all my data') }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      expect(await clippedText(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('delete-pseudo.png') });
      await page.keyboard.press('Escape');

      await page.goto('/privacy');
      await expect(page.getByText(pseudoText('Download my data'))).toBeVisible();
      expect(await clippedText(page)).toEqual([]);
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: pseudoText('404 Page Not Found') })).toBeVisible();
      expect(await clippedText(page)).toEqual([]);
    });
  });
});

test.describe('a German catalog that does not arrive', () => {
  test.use({ locale: 'de-DE', serviceWorkers: 'block' });

  test('leaves the screen in English, and German comes once the browser is back online', async ({
    page,
    context,
  }) => {
    await signUpThroughApi(page, 'ausfall');
    const germanChunks = /\/assets\/de-[\w-]+\.js$/;
    await page.route(germanChunks, (route) => route.abort('internetdisconnected'));
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Recent Sessions' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();

    await page.unroute(germanChunks);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Letzte Sitzungen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Änderungen speichern' })).toBeVisible();
  });
});

test.describe('French', () => {
  test.use({ locale: 'fr-FR' });

  test('the privacy page in French, with the date as French writes it', async ({ page }) => {
    await signUpThroughApi(page, 'francais');
    await page.goto('/privacy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: 'Confidentialité et données', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Vos données' })).toBeVisible();
    await expect(page.getByText(`Accepté le ${today('fr')}`).first()).toBeVisible();
    await page.getByRole('button', { name: 'Supprimer toutes mes données' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Supprimer toutes vos données ?' });
    await expect(dialog).toContainText('Cette action est irréversible.');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
  });
});

test.describe('Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the profile in Spanish', async ({ page }) => {
    await signUpThroughApi(page, 'espanol');
    await page.goto('/profile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Sesiones recientes' })).toBeVisible();
    await expect(page.getByText('Aún no has registrado ninguna sesión.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cuenta' }).getByText('Nombre de usuario')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Borrar mi cuenta' })).toBeVisible();
    await expect(page.getByText(`Aceptado el ${today('es')}`).first()).toBeVisible();
  });
});
