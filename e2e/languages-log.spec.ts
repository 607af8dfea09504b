import { expect, type Page, test } from '@playwright/test';
import { pseudoText } from '../src/client/locales/pseudo-locale.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { clippedText, servePseudoLocaleAsGerman } from './support/pseudo-locale.ts';
import { shownToast } from './support/tracker.ts';

// The tracker's home and its logging screens in the browser's language (docs/decisions/067): German,
// with local numbers and days, a validation message and a toast on each form; one screen each in French
// and Spanish; then the pseudo-locale, 40 % longer, at 375 px.
test.use({ locale: 'de-DE', timezoneId: 'UTC', viewport: { width: 375, height: 812 } });

const NOOSE = 'Cotton Hanging Noose for Stretching Exercises';
const WEIGHTS = 'Adjustable Penis Weight Hanging System';
const PILLS = 'Pills';
const MEASURE = 'Measurement Update';
const DAY_MS = 24 * 3600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** Writes through the API as the signed-in customer. */
async function send(page: Page, method: 'post' | 'put', path: string, data: unknown) {
  const reply = await page.request[method](path, { data });
  expect(reply.status(), `${method} ${path}`).toBeLessThan(300);
}

/**
 * Ten days of history: 1,300 minutes over two sessions (a thousands separator to read), pills, one
 * measurement in inches, a goal of 3 sessions a week.
 */
async function seed(page: Page) {
  await send(page, 'post', '/api/sessions', { device: NOOSE, duration: 700, date: daysAgo(10) });
  await send(page, 'post', '/api/sessions', { device: NOOSE, duration: 600, date: daysAgo(0.01) });
  await send(page, 'post', '/api/sessions', { device: PILLS, duration: 1, date: daysAgo(0.02) });
  await send(page, 'post', '/api/sessions', {
    device: MEASURE,
    duration: 0,
    length: 6,
    girth: 5,
    measurementUnit: 'inches',
    date: daysAgo(3),
  });
  await send(page, 'put', '/api/goals', {
    goal: { kind: 'sessions', target: 3, device: null },
    restDays: { kind: 'none' },
    weekStart: 1,
    reminders: { enabled: false, time: '19:00' },
    timeZone: 'UTC',
  });
  await send(page, 'put', '/api/preferences', { measurementUnit: 'inches', weightUnit: 'kg' });
}

/** 'd. MMM' of a day as German writes it ('4. März'), the day the consistency counts from. */
const germanDay = (iso: string) =>
  new Intl.DateTimeFormat('de', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

test('the home in German: tiles, the goal, the change, both tabs, a repeat with its toast', async ({
  page,
}) => {
  await signUpThroughApi(page, 'heim');
  await seed(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  const tiles = page.getByRole('region', { name: 'Dein Fortschritt' });
  await expect(tiles.getByRole('term')).toHaveText(['Sitzungen', 'Minuten', 'Tage']);
  // 1,301 minutes: German groups thousands with a dot.
  await expect(tiles.getByRole('definition').nth(1)).toHaveText('1.301');
  await expect(tiles.getByRole('button', { name: 'Diagramme' })).toBeVisible();

  const goal = page.getByRole('region', { name: 'Ziele' });
  await expect(goal.getByText('Diese Woche', { exact: true })).toBeVisible();
  await expect(goal.getByRole('button', { name: 'Ziele setzen' })).toBeVisible();
  await expect(goal.getByTestId('goal-progress')).toHaveText(/^\d von 3 Sitzungen$/);
  await expect(goal.getByTestId('goal-streak')).toHaveText('1 Tag');
  await expect(goal.getByTestId('goal-consistency')).toHaveText(
    new RegExp(`^Aktiv an \\d von 11 Tagen seit ${germanDay(daysAgo(10))}$`),
  );

  const change = page.getByRole('region', { name: 'Deine Veränderung' });
  await expect(change).toContainText('Erfasse eine weitere, um deine Veränderung zu sehen.');
  await expect(change.getByText('Länge', { exact: true })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Motivierendes Zitat' })).toBeVisible();

  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Erfassen', exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Sitzung starten' })).toBeVisible();

  // The Device tab: its card, the list's title, and Repeat with its toast and Undo.
  await expect(page.getByRole('tab', { name: 'Gerät' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Sitzung erfassen' })).toBeVisible();
  await expect(
    page.getByText('Erfasse eine Sitzung mit deinem Gerät, ihre Dauer und das Gewicht.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neue Sitzung' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Letzte Sitzungen' })).toBeVisible();
  await page.getByRole('button', { name: 'Letzte Sitzung wiederholen' }).click();
  await expect(shownToast(page, 'Sitzung erfasst!')).toBeVisible();
  await expect(
    shownToast(page, 'Sitzung erfasst!').getByRole('button', { name: 'Rückgängig' }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('home-de.png'), fullPage: true });

  // The Today card: pills marked taken in one tap, and undone.
  const today = page.getByRole('region', { name: 'Heute', exact: true });
  await expect(today.getByText('An 1 der letzten 28 Tage')).toBeVisible();
  await today.getByRole('button', { name: `Als genommen markieren: ${PILLS}` }).click();
  await expect(today.getByText('Heute genommen', { exact: true })).toBeVisible();
  await expect(today.getByRole('button', { name: `Rückgängig: ${PILLS}` })).toBeVisible();

  // The Measurements tab: the form, a validation message in German, then the toast.
  await page.getByRole('tab', { name: 'Messungen' }).click();
  const form = page.getByRole('region', { name: 'Messungen erfassen' });
  await expect(form.getByText('Erfasse Länge und Umfang, um deinen Fortschritt zu verfolgen.')).toBeVisible();
  await expect(form.getByText('Gib eine Länge oder einen Umfang ein, um zu speichern.')).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Einheit' })).toHaveValue('inches');
  await expect(form.getByRole('option', { name: 'Zentimeter' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Bisherige Messungen' })).toBeVisible();
  await form.getByLabel('Länge').fill('100');
  await form.getByRole('button', { name: 'Messungen speichern' }).click();
  await expect(form.getByText('Die Länge darf höchstens 99,99 sein', { exact: true })).toBeVisible();
  await form.getByLabel('Länge').fill('6.5');
  await form.getByRole('button', { name: 'Messungen speichern' }).click();
  await expect(shownToast(page, 'Messungen gespeichert!')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('measurements-de.png'), fullPage: true });
});

test('Log Session in German: labels, the hint, validation in kilograms and the spec, the toast', async ({
  page,
  baseURL,
}) => {
  await signUpThroughApi(page, 'erfassen');
  await send(page, 'put', '/api/preferences', { measurementUnit: 'inches', weightUnit: 'kg' });
  await page.goto('/log');
  await expect(page.getByRole('heading', { name: 'Sitzung erfassen', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zurück: Übersicht' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verfolge deinen Fortschritt!' })).toBeVisible();
  await expect(page.getByText(/^Nur 27 % der Sitzungen enthalten Messwerte\./)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Gerät' })).toHaveValue('');
  await expect(page.getByRole('option', { name: 'Gerät auswählen' })).toBeAttached();
  await expect(page.getByText('Wähle ein Gerät, um eine Sitzung zu erfassen.')).toBeVisible();
  for (const label of [
    'Datum und Uhrzeit',
    'Dauer (Minuten)',
    'Länge',
    'Umfang',
    'Maßeinheit',
    'Notizen',
    'Bild',
  ])
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  await expect(
    page.getByText('Unterstützte Formate: JPG, PNG, GIF. Maximale Dateigröße: 10 MB'),
  ).toBeVisible();

  // A weight in kilograms: the form's own check, with a German decimal comma.
  await page.getByLabel('Gerät').selectOption(WEIGHTS);
  await page.getByLabel('Gewicht (kg)').fill('5');
  await page.getByLabel('Gewicht (kg)').blur();
  await expect(page.getByText('Das Gewicht darf höchstens 4,5 kg betragen', { exact: true })).toBeVisible();
  await expect(page.getByText('Korrigiere die Felder oben, um die Sitzung zu erfassen.')).toBeVisible();
  await page.getByLabel('Gewicht (kg)').fill('1.25');
  // The shared schema's message, found by its English text.
  await page.getByLabel('Dauer (Minuten)').fill('0');
  await page.getByLabel('Dauer (Minuten)').blur();
  await expect(page.getByText('Die Dauer muss größer als 0 sein', { exact: true })).toBeVisible();
  await page.getByLabel('Dauer (Minuten)').fill('20');
  await page.getByLabel('Dauer (Minuten)').blur();
  await page.screenshot({ path: test.info().outputPath('log-de.png'), fullPage: true });
  await page.getByRole('button', { name: 'Sitzung erfassen', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(shownToast(page, 'Sitzung erfasst!')).toBeVisible();

  // Editing it: its title, Save Changes and the toast.
  const [saved] = await (await page.request.get('/api/sessions?limit=1')).json();
  await page.goto(`/log?edit=${saved.id}`);
  await expect(page.getByRole('heading', { name: 'Sitzung bearbeiten', level: 1 })).toBeVisible();
  await page.getByLabel('Notizen').fill('Gut');
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(shownToast(page, 'Sitzung aktualisiert!')).toBeVisible();

  await page.goto('/measurement');
  await expect(page.getByRole('heading', { name: 'Neue Messung', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Messungen speichern' })).toBeDisabled();
  await page.goto('/measurement?edit=abc');
  await expect(page.getByRole('heading', { name: 'Messung bearbeiten', level: 1 })).toBeVisible();
  await expect(page.getByText('Sitzung nicht gefunden', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').getByRole('button', { name: 'Zurück: Verlauf' })).toBeVisible();
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('the home and Log Session read in French, with French numbers', async ({ page }) => {
    await signUpThroughApi(page, 'francais');
    await seed(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const tiles = page.getByRole('region', { name: 'Vos progrès' });
    await expect(tiles.getByRole('term')).toHaveText(['Séances', 'Minutes', 'Jours']);
    // French groups thousands with a narrow no-break space.
    await expect(tiles.getByRole('definition').nth(1)).toHaveText(/^1\s301$/);
    await expect(page.getByRole('region', { name: 'Objectifs' }).getByTestId('goal-progress')).toHaveText(
      /^\d sur 3 séances$/,
    );
    await expect(page.getByRole('tab', { name: 'Appareil' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Séances récentes' })).toBeVisible();

    await page.getByRole('button', { name: 'Nouvelle séance' }).click();
    await expect(page.getByRole('heading', { name: 'Noter une séance', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Durée (minutes)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Noter une séance', exact: true })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Suivez vos progrès !' })).toBeVisible();
  });
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('a new measurement reads in Spanish: the form, its hint and the toast', async ({ page }) => {
    await signUpThroughApi(page, 'espanol');
    await page.goto('/measurement');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Nueva medida', level: 1 })).toBeVisible();
    const form = page.getByRole('region', { name: 'Registrar medidas' });
    await expect(form.getByText('Introduce una longitud o un grosor para guardar.')).toBeVisible();
    await form.getByLabel('Grosor').fill('-1');
    await form.getByRole('button', { name: 'Guardar medidas' }).click();
    await expect(form.getByText('El grosor debe ser 0 o más', { exact: true })).toBeVisible();
    await form.getByLabel('Grosor').fill('5');
    await form.getByRole('button', { name: 'Guardar medidas' }).click();
    await expect(shownToast(page, '¡Medidas guardadas!')).toBeVisible();
  });
});

test.describe('in the pseudo-locale', () => {
  // Served in place of German's chunks: the service worker would answer a later page load with the real ones.
  test.use({ serviceWorkers: 'block' });

  test('the home, Log Session and New Measurement fit 375 px in the pseudo-locale', async ({ page }) => {
    await servePseudoLocaleAsGerman(page);
    await signUpThroughApi(page, 'pseudo-log');
    await seed(page);
    await page.goto('/');
    await expect(page.getByText(pseudoText('Your Progress'), { exact: true })).toBeVisible();
    expect(await clippedText(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('home-pseudo.png'), fullPage: true });
    await page.getByRole('tab').last().click();
    await expect(page.getByText(pseudoText('Previous Measurements'), { exact: true })).toBeVisible();
    expect(await clippedText(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('measurements-pseudo.png'), fullPage: true });

    for (const [path, title] of [
      ['/log', 'Log Session'],
      ['/measurement', 'New Measurement'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: pseudoText(title), level: 1 })).toBeVisible();
      expect(await clippedText(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`${path.slice(1)}-pseudo.png`), fullPage: true });
    }
  });
});
