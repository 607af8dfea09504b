import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signUpThroughApi } from './support/accounts.ts';
import { clippedText, servePseudoLocaleAsGerman } from './support/pseudo-locale.ts';

// Progress, Photos, Goals and the timer in the browser's language (docs/decisions/067): German here, with
// local dates and decimals, a validation message and the toasts; French and Spanish once each; then the
// pseudo-locale, 40 % longer, at 375 px.
const HANGER = 'Adjustable Penis Weight Hanging System';
const SLEEVES = 'Anti-turtle Sleeves';
const ZONE = 'Europe/Berlin';

const addDays = (day: string, count: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
};
const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
// The Monday two weeks before this week's: inside the last 12 weeks whatever today is.
const WEEK = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) - 14);
/** 10:00 UTC is the same day in Berlin whatever the season. */
const at = (day: string) => `${day}T10:00:00.000Z`;
/** A day as German writes it: '17.11.2026'. */
const germanDay = (day: string) =>
  new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Measurements in inches and sessions of both kinds, through the API. */
async function withEntries(page: Page) {
  const entries = [
    { device: 'Measurement Update', duration: 0, length: 6, girth: 5, date: at(addDays(WEEK, -7)) },
    { device: HANGER, duration: 15, weight: 3.5, date: at(addDays(WEEK, 1)) },
    { device: SLEEVES, duration: 30, date: at(addDays(WEEK, 1)) },
    { device: SLEEVES, duration: 10, length: 6.3, girth: 5.25, date: at(addDays(WEEK, 2)) },
    { device: HANGER, duration: 10, weight: 4, length: 6.5, date: at(addDays(WEEK, 3)) },
  ];
  for (const data of entries) {
    expect((await page.request.post('/api/sessions', { data })).status()).toBe(201);
  }
}

/** Two sessions with a photo each, a day apart. */
async function withPhotos(page: Page) {
  for (const [offset, background] of [
    [4, '#2563eb'],
    [5, '#16a34a'],
  ] as const) {
    const buffer = await sharp({ create: { width: 300, height: 400, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const response = await page.request.post('/api/sessions', {
      multipart: {
        device: HANGER,
        duration: '20',
        date: at(addDays(WEEK, offset)),
        image: { name: 'progress.jpg', mimeType: 'image/jpeg', buffer },
      },
    });
    expect(response.status()).toBe(201);
  }
}

test.describe('in German', () => {
  test.use({ locale: 'de-DE', timezoneId: ZONE, viewport: { width: 375, height: 812 } });

  test('Progress: choices, charts, summaries and tables in German, with German dates and decimals', async ({
    page,
  }) => {
    await signUpThroughApi(page, 'fortschritt');
    await withEntries(page);
    await page.goto('/progress');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Fortschritt', level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Zeitraum' })).toBeVisible();
    await expect(page.getByRole('button', { name: '12 Wochen' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Zoll' }).click();
    await expect(page.getByRole('button', { name: 'Zoll' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'So entwickelt es sich' })).toBeVisible();

    const length = page.getByRole('region', { name: 'Länge' });
    await expect(length.getByRole('img')).toHaveAccessibleName(
      new RegExp(
        `^Länge: 6,5 \\S+ am ${germanDay(addDays(WEEK, 3)).replaceAll('.', '\\.')}; \\+0,5 \\S+ seit deiner ` +
          'ersten Messung und \\+0,2 \\S+ seit der vorigen\\.$',
      ),
    );
    await length.getByRole('button', { name: 'Als Tabelle anzeigen' }).click();
    await expect(length.getByRole('columnheader')).toHaveText([
      'Datum',
      /^Länge \(\S+\)$/,
      'Seit der ersten',
      'Seit der vorigen',
    ]);
    await expect(length.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      germanDay(addDays(WEEK, 3)),
      '6,5',
      '+0,5',
      '+0,2',
    ]);

    const minutes = page.getByRole('region', { name: 'Minuten pro Woche' });
    await expect(minutes.getByRole('img')).toHaveAccessibleName(
      /^Letzte 12 Wochen: .*Die meisten Minuten mit /,
    );
    await expect(
      minutes.getByText(
        'Die Balken zeigen die Trainingsminuten jeder Woche; die Zahl über einem Balken ist die Anzahl der Sitzungen.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ganztägiges Tragen pro Woche' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Schwerstes Gewicht pro Woche' })).toBeVisible();
    const active = page.getByRole('region', { name: 'Aktive Tage' });
    await expect(active.getByText('Weniger')).toBeVisible();

    await page.getByRole('button', { name: '1 Jahr' }).click();
    await expect(page.getByRole('region', { name: 'Minuten pro Monat' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('progress-de.png'), fullPage: true });
  });

  test('Photos: the empty state, the grid, compare and the viewer in German', async ({ page }) => {
    await signUpThroughApi(page, 'fotos');
    await page.goto('/photos');
    await expect(page.getByRole('heading', { name: 'Fotos', level: 1 })).toBeVisible();
    await expect(page.getByText('Noch keine Fotos.')).toBeVisible();
    await expect(page.getByText('Füge ein Foto hinzu, wenn du eine Sitzung erfasst.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sitzung erfassen' })).toBeVisible();

    await withPhotos(page);
    await page.reload();
    const tiles = page.getByRole('list', { name: 'Deine Fotos' }).getByRole('button');
    await expect(tiles).toHaveCount(2);
    await expect(tiles.first()).toHaveAccessibleName(/^Foto vom .+ öffnen$/);

    await page.getByRole('button', { name: 'Vergleichen' }).click();
    await expect(page.getByText('Wähle zwei Fotos zum Vergleichen (0 von 2 ausgewählt).')).toBeVisible();
    await tiles.first().click();
    await tiles.last().click();
    await expect(page.getByText(/^Ausgewählt: .+ und .+\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Fotos vergleichen' }).click();
    const compare = page.getByRole('dialog', { name: 'Fotos vergleichen' });
    await expect(compare.getByRole('button', { name: 'Nebeneinander' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await compare.getByRole('button', { name: 'Schieberegler' }).click();
    await expect(compare.getByRole('slider')).toHaveAttribute(
      'aria-valuetext',
      /^50 % des Fotos vom .+ sichtbar/,
    );
    await page.screenshot({ path: test.info().outputPath('photos-compare-de.png') });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Abbrechen' }).click();

    await tiles.first().click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByTestId('photo-position')).toHaveText('1 von 2');
    await expect(viewer.getByRole('button', { name: 'Vorheriges Foto' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await viewer.getByRole('button', { name: 'Nächstes Foto' }).click();
    await expect(viewer.getByTestId('photo-position')).toHaveText('2 von 2');
    await expect(viewer.getByRole('link', { name: 'Sitzung ansehen' })).toBeVisible();
  });

  test('Goals: the form, a measurement target with its validation and toasts, and the unsubscribe page', async ({
    page,
  }) => {
    await signUpThroughApi(page, 'ziele');
    await withEntries(page);
    await page.goto('/goals');
    await expect(page.getByRole('heading', { name: 'Ziele', level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Wochenziel' })).toBeVisible();
    await page.getByLabel('Ziel', { exact: true }).selectOption('sessions');
    await page.getByLabel('Sitzungen pro Woche').fill('3');
    await expect(page.getByLabel('Wochen beginnen am')).toContainText('Montag');
    await page.getByLabel('Ruhetage', { exact: true }).selectOption('weekdays');
    await expect(page.getByRole('checkbox', { name: 'Sonntag' })).toBeChecked();
    await expect(
      page.getByText('Erinnerungen per E-Mail brauchen ein Konto mit bestätigter E-Mail-Adresse.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Ziele speichern' }).click();
    await expect(page.getByText('Ziele gespeichert', { exact: true })).toBeVisible();

    const card = page.getByRole('region', { name: 'Messziele' });
    await expect(card.getByText('Kein Ziel festgelegt.')).toHaveCount(2);
    await card.getByRole('button', { name: 'Ziel für Länge festlegen' }).click();
    // A German customer who chose no unit reads centimetres (docs/decisions/069): 6.5 in is 16.51 cm.
    await card.getByRole('spinbutton', { name: 'Ziel für Länge' }).fill('17');
    await card.getByLabel('Erreichen bis').fill(addDays(today, -1));
    await card.getByRole('button', { name: 'Ziel speichern' }).click();
    await expect(card.getByText('Wähle heute oder ein späteres Datum')).toBeVisible();
    const date = addDays(today, 400);
    await card.getByLabel('Erreichen bis').fill(date);
    await card.getByRole('button', { name: 'Ziel speichern' }).click();
    await expect(page.getByText('Ziel für Länge gespeichert', { exact: true })).toBeVisible();
    await expect(card.getByText(`16,51 von 17 cm; noch 0,49 cm bis ${germanDay(date)}`)).toBeVisible();
    await expect(card.getByRole('progressbar', { name: 'Ziel für Länge' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Ziel ändern' })).toBeVisible();
    await expect(card.getByLabel('Weiterer Messpunkt')).toContainText('Umfang an der Basis');
    await page.screenshot({ path: test.info().outputPath('goals-de.png'), fullPage: true });
    await card.getByRole('button', { name: 'Ziel entfernen' }).click();
    await expect(page.getByText('Ziel für Länge entfernt', { exact: true })).toBeVisible();

    await page.goto('/unsubscribe?token=not-a-token');
    await expect(page.getByRole('heading', { name: 'Erinnerungs-E-Mails' })).toBeVisible();
    await expect(page.getByText('Erinnerungs-E-Mails an deinen geplanten Tagen abbestellen?')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Erinnerungen abbestellen' })).toBeVisible();
  });

  test('the timer: setup with its validation, the running timer and discarding it, in German', async ({
    page,
  }) => {
    await signUpThroughApi(page, 'timer');
    await page.goto('/timer');
    await expect(page.getByRole('heading', { name: 'Sitzungs-Timer', level: 1 })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Sätze' })).toHaveValue('3');
    await expect(page.getByLabel('Satzdauer (Minuten)')).toHaveValue('20');
    await expect(page.getByLabel('Pausendauer (Minuten)')).toHaveValue('5');
    await expect(page.getByText('Lautlos (kein Ton, keine Vibration)')).toBeVisible();
    await page.getByRole('button', { name: 'Timer starten' }).click();
    await expect(page.getByText('Bitte wähle ein Gerät aus')).toBeVisible();

    await page.getByLabel('Gerät').selectOption(HANGER);
    await page.getByRole('button', { name: 'Timer starten' }).click();
    await expect(page.getByRole('heading', { name: 'Satz 1 von 3' })).toBeVisible();
    await expect(page.getByText('Im Gerät:')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Beenden und erfassen' })).toBeVisible();
    await page.getByRole('button', { name: 'Anhalten' }).click();
    await expect(page.getByText('Pausiert', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fortsetzen' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('timer-de.png'), fullPage: true });
    await page.getByRole('button', { name: 'Verwerfen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Diesen Timer verwerfen?' });
    await expect(
      confirm.getByText('Es wird nichts erfasst. Danach kannst du einen neuen Timer starten.'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Verwerfen' }).click();
    await expect(page.getByText('Timer verworfen', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Timer starten' })).toBeVisible();
  });
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR', timezoneId: ZONE });

  test('Progress reads in French', async ({ page }) => {
    await signUpThroughApi(page, 'progres');
    await withEntries(page);
    await page.goto('/progress');
    await expect(page.getByRole('heading', { name: 'Progrès', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: '12 semaines' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'Comment ça évolue' })).toBeVisible();
    const minutes = page.getByRole('region', { name: 'Minutes par semaine' });
    await minutes.getByRole('button', { name: 'Afficher en tableau' }).click();
    await expect(minutes.getByRole('columnheader')).toHaveText([
      'Semaine du',
      'Séances',
      'Minutes',
      'Par appareil',
    ]);
    await expect(page.getByRole('region', { name: 'Jours actifs' })).toBeVisible();
  });
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES', timezoneId: ZONE });

  test('the timer and goals read in Spanish', async ({ page }) => {
    await signUpThroughApi(page, 'temporizador');
    await page.goto('/timer');
    await expect(page.getByRole('heading', { name: 'Temporizador de sesión', level: 1 })).toBeVisible();
    await page.getByLabel('Dispositivo').selectOption(HANGER);
    await expect(page.getByRole('button', { name: 'Iniciar temporizador' })).toBeVisible();
    await page.goto('/goals');
    await expect(page.getByRole('heading', { name: 'Objetivos', level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Objetivo semanal' })).toBeVisible();
    await page.getByRole('button', { name: 'Guardar objetivos' }).click();
    await expect(page.getByText('Objetivos guardados', { exact: true })).toBeVisible();
  });
});

test.describe('in the pseudo-locale at 375 px', () => {
  // The service worker would serve the real German chunks from its cache on the next page.
  test.use({
    locale: 'de-DE',
    timezoneId: ZONE,
    viewport: { width: 375, height: 667 },
    serviceWorkers: 'block',
  });

  test('Progress, Photos, Goals and the timer fit: nothing overflows, no button is cut', async ({ page }) => {
    await servePseudoLocaleAsGerman(page);
    await signUpThroughApi(page, 'pseudo-fortschritt');
    await withEntries(page);
    await withPhotos(page);
    const fits = async (name: string) => {
      expect(await clippedText(page), name).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`${name}-pseudo.png`), fullPage: true });
    };

    await page.goto('/progress');
    await expect(page.getByText(/^Ráñgé/)).toBeVisible();
    await fits('progress');
    await page
      .getByRole('button', { name: /^Šhöw áš táblé/ })
      .first()
      .click();
    await fits('progress-table');

    await page.goto('/photos');
    await expect(page.getByRole('list', { name: /^Ýöür phötöš/ })).toBeVisible();
    await fits('photos');
    await page.getByRole('button', { name: /^Çömpáré ~/ }).click();
    const tiles = page.getByRole('list', { name: /^Ýöür phötöš/ }).getByRole('button');
    await tiles.first().click();
    await tiles.last().click();
    await fits('photos-picking');
    await page.getByRole('button', { name: /^Çömpáré phötöš/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await fits('photos-compare');

    await page.goto('/goals');
    await expect(page.getByRole('group', { name: /^Wééklý göál/ })).toBeVisible();
    await page
      .getByRole('button', { name: /^Šét á / })
      .first()
      .click();
    await fits('goals');

    await page.goto('/timer');
    await expect(page.getByRole('button', { name: /^Štárt tímér/ })).toBeVisible();
    await fits('timer');
    await page.getByRole('combobox').first().selectOption(HANGER);
    await page.getByRole('button', { name: /^Štárt tímér/ }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    await fits('timer-running');
    await page
      .getByRole('button')
      .filter({ hasText: /^Díšçárd/ })
      .click();
    await page
      .getByRole('alertdialog')
      .getByRole('button')
      .filter({ hasText: /^Díšçárd/ })
      .click();

    await page.goto('/unsubscribe?token=x');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await fits('unsubscribe');
  });
});
