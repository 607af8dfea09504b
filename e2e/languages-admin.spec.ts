import { type Browser, expect, type Page, test } from '@playwright/test';
import { freshEmail, signUpThroughApi } from './support/accounts.ts';
import { ADMIN_ACCOUNT_PASSWORD, ADMIN_EMAIL, signInAsAdmin } from './support/admin-account.ts';
import { clippedText, servePseudoLocaleAsGerman } from './support/pseudo-locale.ts';
import { photo } from './support/tracker.ts';

// The admin screens in the browser's language (docs/decisions/067): the admin login, the dashboard (user
// list, exports, data requests, photo access, the password asked again) and the email test tool in German,
// the dashboard's figures in French, the email test tool in Spanish; then the pseudo-locale at 375 px.

const ADMIN_PASSWORD = 'e2e-admin-password'; // e2e/support/serve.ts sets ADMIN_PASSWORD to this
const DEVICE = 'Adjustable Penis Weight Hanging System';

test.use({ locale: 'de-DE', timezoneId: 'UTC', viewport: { width: 375, height: 812 } });

let adminReady = false;
/**
 * Signs this page's browser in as the admin through the API: the account is made and verified once, in an
 * English browser of its own (signInAsAdmin reads the English sign-in page).
 */
async function signInAdmin(page: Page, browser: Browser, baseURL: string) {
  if (!adminReady) {
    const context = await browser.newContext({ baseURL, locale: 'en-US' });
    await signInAsAdmin(await context.newPage(), baseURL);
    await context.close();
    adminReady = true;
  }
  const login = await page.request.post('/api/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_ACCOUNT_PASSWORD },
  });
  expect(login.status()).toBe(200);
}

/** A customer with two sessions (one with a photo) and a measurement entry; answers the photo's URL. */
async function customerWithEntries(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const { email } = await signUpThroughApi(page, 'kunde');
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  for (const data of [
    { device: DEVICE, duration: 25, date: yesterday },
    {
      device: 'Measurement Update',
      duration: 0,
      length: 6.5,
      girth: 5,
      measurementUnit: 'inches',
      date: yesterday,
    },
  ]) {
    expect((await page.request.post('/api/sessions', { data })).status()).toBe(201);
  }
  const withPhoto = await page.request.post('/api/sessions', {
    multipart: {
      device: DEVICE,
      duration: '30',
      image: { name: 'progress.jpg', mimeType: 'image/jpeg', buffer: await photo() },
    },
  });
  expect(withPhoto.status()).toBe(201);
  const { imageUrl } = (await withPhoto.json()) as { imageUrl: string };
  await context.close();
  return { email, imageUrl };
}

test('the admin login and the dashboard in German: labels, validation, toasts, counts and local dates', async ({
  page,
  browser,
  baseURL: base,
}) => {
  const baseURL = base ?? '';
  const customer = await customerWithEntries(browser, baseURL);
  await signInAdmin(page, browser, baseURL);

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(`${baseURL}/admin?next=%2Fadmin%2Fdashboard`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Admin-Anmeldung' })).toBeVisible();
  await expect(page.getByText('Gib das Admin-Passwort ein, um fortzufahren.')).toBeVisible();
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByText('Das Passwort fehlt', { exact: true })).toBeVisible();
  await page.getByLabel('Admin-Passwort').fill('nicht-das-passwort');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByText('Falsches Admin-Passwort', { exact: true })).toBeVisible();
  await page.getByLabel('Admin-Passwort').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByText('Erfolgreich', { exact: true })).toBeVisible();
  await expect(page.getByText('Als Administrator angemeldet', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/admin/dashboard`);

  // The admin opens the customer's photo: the photo-access audit lists it.
  expect((await page.request.get(customer.imageUrl)).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin-Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Administration' });
  await expect(nav.getByRole('button', { name: 'Zurück', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'E-Mail-Test' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Zurück zum Profil' })).toBeVisible();

  const users = page.getByRole('region', { name: 'Sitzungen der Nutzer' });
  await expect(users.getByText(/^\d+ Nutzer$/)).toBeVisible();
  const row = users.getByRole('listitem').filter({ hasText: customer.email });
  await expect(row).toContainText('2 Sitzungen, 1 Messeintrag');
  await expect(row).toContainText('Letzte Aktivität');
  await expect(row.getByRole('button', { name: `CSV exportieren für ${customer.email}` })).toBeVisible();
  await expect(
    row.getByRole('button', { name: `Mit Bildern exportieren für ${customer.email}` }),
  ).toBeVisible();

  const requests = page.getByRole('region', { name: 'Datenanfragen' });
  await expect(requests.getByText('Noch keine Datenanfragen.', { exact: true })).toBeVisible();

  // The audit: German words and a German date and time (17.11.2026, 15:04).
  const audit = page.getByRole('region', { name: 'Fotozugriffe' });
  await expect(audit.getByText('(die letzten 50)', { exact: false })).toBeVisible();
  const opened = audit.getByRole('listitem').filter({ hasText: 'Foto geöffnet' }).first();
  await expect(opened).toContainText(`von ${ADMIN_EMAIL}`);
  await expect(opened).toContainText(`Kunde: ${customer.email}`);
  await expect(opened.locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);

  // An export: its toasts in German.
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Nutzerliste exportieren' }).click();
  // 'Export wird vorbereitet' shows only while the file is made, often too briefly to be read here.
  await exported;
  await expect(page.getByText('Export abgeschlossen', { exact: true })).toBeVisible();
  await expect(page.getByText('Die Daten wurden erfolgreich exportiert', { exact: true })).toBeVisible();

  // By email, without one: the toast says what is missing.
  const byEmail = page.getByRole('region', { name: 'Sitzungen nach E-Mail-Adresse exportieren' });
  await byEmail.getByRole('button', { name: 'Mit Bildern exportieren', exact: true }).click();
  await expect(page.getByText('E-Mail-Adresse fehlt', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Bitte gib eine E-Mail-Adresse ein, um Sitzungen mit Bildern zu exportieren', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(byEmail.getByLabel('E-Mail-Adresse des Nutzers')).toBeFocused();
  expect(await clippedText(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('admin-dashboard-de.png'), fullPage: true });

  // An export with images after the admin step got old: the password asked again, in German.
  await page.route(/\/api\/admin\/export\/sessions\/[^?]+\/with-images/, (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'ADMIN_REAUTH_REQUIRED', message: 'Enter the admin password again' }),
    }),
  );
  await row.getByRole('button', { name: /^Mit Bildern exportieren/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Bestätige, dass du es bist' });
  await expect(dialog).toContainText('Es wurde zuletzt vor über 15 Minuten eingegeben.');
  await expect(dialog.getByLabel('Admin-Passwort')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Bestätigen und exportieren' })).toBeDisabled();
  expect(await clippedText(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('admin-reauth-de.png') });
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toHaveCount(0);
});

test('the email test tool in German: validation, the toast and the information tab', async ({
  page,
  browser,
  baseURL: base,
}) => {
  const baseURL = base ?? '';
  await signInAdmin(page, browser, baseURL);
  await page.goto('/email-test');
  await expect(page).toHaveURL(`${baseURL}/admin?next=%2Femail-test`);
  await page.getByLabel('Admin-Passwort').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/email-test`);

  await expect(page.getByRole('heading', { name: 'E-Mail-Test' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zurück zum Admin-Dashboard' })).toBeVisible();
  await expect(page.getByText(/^Noch keine Antwort\./)).toBeVisible();
  await page.getByRole('button', { name: 'Test-E-Mail senden' }).click();
  await expect(page.getByText('Die E-Mail-Adresse fehlt', { exact: true })).toBeVisible();

  const recipient = freshEmail('e-mail-test');
  await page.getByLabel('E-Mail-Adresse des Empfängers').fill(recipient);
  await expect(page.getByLabel('E-Mail-Typ').locator('option:checked')).toHaveText('Passwort zurücksetzen');
  await page.getByLabel('Versandart').selectOption('debug');
  await expect(page.getByText(/Servereinstellungen: nur den Mailversand der App/)).toBeVisible();
  await page.getByRole('button', { name: 'Test-E-Mail senden' }).click();
  await expect(page.getByText('Test-E-Mail gesendet', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`E-Mail „Passwort zurücksetzen“ an ${recipient} über Debug`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rohantwort' })).toContainText('"method": "debug"');
  await expect(page.getByRole('button', { name: 'Kopieren (Antwort)' })).toBeVisible();

  await page.getByRole('tab', { name: 'Informationen' }).click();
  const info = page.getByRole('tabpanel');
  await expect(info).toContainText('Servereinstellungen: KLAVIYO_PUBLIC_KEY (die Firmen-ID).');
  await expect(info).toContainText('Setze KLAVIYO_TEMPLATE_ID auf die ID einer Klaviyo-Vorlage.');
  expect(await clippedText(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('email-test-de.png'), fullPage: true });
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('the dashboard writes its figures the French way: a big user list, its pages and counts', async ({
    page,
    browser,
    baseURL: base,
  }) => {
    const baseURL = base ?? '';
    await signInAdmin(page, browser, baseURL);
    const hash = 'a'.repeat(64);
    await page.route('**/api/admin/users*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          customers: [
            {
              key: hash,
              customerHash: hash,
              email: 'grand.client@example.com',
              username: 'grand.client',
              sessionCount: 1234,
              measurementCount: 2,
              lastActivity: '2026-11-17T15:04:00.000Z',
            },
          ],
          total: 1234,
          page: 1,
          pageSize: 50,
        }),
      }),
    );
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Connexion administrateur' })).toBeVisible();
    await page.getByLabel('Mot de passe administrateur').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page.getByText('Connecté en tant qu’administrateur', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tableau de bord d’administration' })).toBeVisible();

    const thousands = new Intl.NumberFormat('fr-FR').format(1234); // "1 234", a narrow no-break space
    const users = page.getByRole('region', { name: 'Séances des utilisateurs' });
    await expect(users.getByText(`${thousands} utilisateurs`, { exact: true })).toBeVisible();
    await expect(users.getByRole('listitem')).toContainText(`${thousands} séances, 2 entrées de mesure`);
    await expect(users.getByText('Page 1 sur 25', { exact: true })).toBeVisible();
    await expect(users.getByRole('button', { name: 'Précédente' })).toBeDisabled();
    await expect(users.getByRole('button', { name: 'Suivante' })).toBeEnabled();
    await expect(page.getByRole('region', { name: 'Export des données' })).toContainText(
      'Exporter toutes les séances',
    );
    await expect(page.getByText('Aucune demande de données pour l’instant.', { exact: true })).toBeVisible();
    expect(await clippedText(page)).toEqual([]);
  });
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the email test tool reads in Spanish', async ({ page, browser, baseURL: base }) => {
    const baseURL = base ?? '';
    await signInAdmin(page, browser, baseURL);
    await page.goto('/email-test');
    await expect(page.getByRole('heading', { name: 'Acceso de administrador' })).toBeVisible();
    await page.getByLabel('Contraseña de administrador').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/email-test`);
    await expect(page.getByRole('heading', { name: 'Prueba de correo' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Enviar un correo de prueba' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Respuesta' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(/^Todavía no hay respuesta\./)).toBeVisible();
    await page.getByLabel('Correo del destinatario').fill('no-es-un-correo');
    await page.getByRole('button', { name: 'Enviar correo de prueba' }).click();
    await expect(
      page.getByText('Introduce una dirección de correo electrónico válida', { exact: true }),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Información' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Ajustes del servidor: KLAVIYO_PRIVATE_KEY.');
    expect(await clippedText(page)).toEqual([]);
  });
});

test('the admin screens in the pseudo-locale fit 375 px: nothing overflows, no button is cut', async ({
  page,
  browser,
  baseURL: base,
}) => {
  const baseURL = base ?? '';
  await servePseudoLocaleAsGerman(page);
  await signInAdmin(page, browser, baseURL);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Ådmíñ Lögíñ/);
  await page.getByRole('button', { name: /^Lögíñ/ }).click();
  expect(await clippedText(page)).toEqual([]);
  await page.locator('input[type="password"]').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: /^Lögíñ/ }).click();
  await expect(page).toHaveURL(`${baseURL}/admin/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Ådmíñ Dášhböárd/);
  await expect(page.getByRole('listitem').first()).toBeVisible();
  expect(await clippedText(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('admin-dashboard-pseudo.png'), fullPage: true });

  // Within the app: a page loaded anew would take the catalogs from the service worker's cache.
  await page.getByRole('button', { name: /^Émáíl Téšt/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Émáíl Téšt/);
  await page.getByRole('button', { name: /^Šéñd Téšt/ }).click();
  expect(await clippedText(page)).toEqual([]);
  await page.getByRole('tab').last().click();
  expect(await clippedText(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('email-test-pseudo.png'), fullPage: true });
});
