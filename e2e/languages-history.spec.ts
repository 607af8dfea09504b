import { expect, type Page, test } from '@playwright/test';
import { pseudoText } from '../src/client/locales/pseudo-locale.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { clippedText, servePseudoLocaleAsGerman } from './support/pseudo-locale.ts';
import { expectNoHorizontalOverflow, photo, screenshot, shownToast } from './support/tracker.ts';

// The history and an entry in the browser's language (docs/decisions/067): German headings, filters,
// empty states, dialogs, toasts and month headings; French and Spanish for a screen each; then the
// pseudo-locale, 40 % longer, at 375 px.
const TIME_ZONE = 'Europe/Berlin';
const DAY_MS = 24 * 3600_000;
const DEVICE = 'Adjustable Penis Weight Hanging System';
test.use({ locale: 'de-DE', timezoneId: TIME_ZONE, viewport: { width: 375, height: 812 } });

type Entry = { id: number; device: string; date: string; day?: string | null };

/** A session with a weight, a note and a photo, with its check-in answered. */
async function sessionWithPhoto(page: Page): Promise<Entry> {
  const response = await page.request.post('/api/sessions', {
    multipart: {
      device: DEVICE,
      duration: '30',
      weight: '2.5',
      notes: 'Gutes Aufwärmen.',
      date: new Date(Date.now() - 3600_000).toISOString(),
      image: { name: 'progress.jpg', mimeType: 'image/jpeg', buffer: await photo() },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const entry = (await response.json()) as Entry;
  const checkin = await page.request.put(`/api/sessions/${entry.id}/checkin`, {
    data: { pain: 'mild', numbness: 'none', discolouration: 'none' },
  });
  expect(checkin.status()).toBe(200);
  return entry;
}

/** A measurement entry with a base girth, on a calendar day. */
async function measurementWithPoint(page: Page, day: string): Promise<Entry> {
  const response = await page.request.post('/api/sessions', {
    data: {
      device: 'Measurement Update',
      duration: 0,
      length: 6.5,
      girth: 5,
      measurementUnit: 'inches',
      notes: 'Measurement only entry',
      imageUrl: '',
      date: `${day}T12:00:00.000Z`,
      day,
      points: { base_girth: 5.4 },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Entry;
}

/** `count` sessions of Pills, one every 2.5 days back from two hours ago: three months or so. */
async function sessions(page: Page, count: number): Promise<Entry[]> {
  const made: Entry[] = [];
  for (let i = 0; i < count; i++) {
    const date = new Date(Date.now() - 2 * 3600_000 - i * 2.5 * DAY_MS).toISOString();
    const response = await page.request.post('/api/sessions', {
      data: { device: 'Pills', duration: 10 + i, notes: `Sitzung ${i}`, date },
    });
    expect(response.status(), await response.text()).toBe(201);
    made.push((await response.json()) as Entry);
  }
  return made;
}

/** The month headings the history shows, written in `locale`, in the browser's zone (a day: its own). */
function monthsOf(entries: Entry[], locale: string) {
  const zoned = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: TIME_ZONE });
  const utc = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const sorted = [...entries].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  return [
    ...new Set(
      sorted.map((entry) =>
        entry.day ? utc.format(new Date(`${entry.day}T12:00:00Z`)) : zoned.format(new Date(entry.date)),
      ),
    ),
  ];
}

const main = (page: Page) => page.getByRole('main');

test('the history in German: filters, pages, month headings, empty states, Delete and its toast', async ({
  page,
}) => {
  await signUpThroughApi(page, 'verlauf');
  await page.goto('/history');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Verlauf' })).toBeVisible();
  await expect(main(page).getByText('Es wurden noch keine Sitzungen erfasst.')).toBeVisible();
  const filters = main(page).getByRole('group', { name: 'Anzeigen' });
  await expect(filters.getByRole('button')).toHaveText(['Alle', 'Sitzungen', 'Messungen']);
  await expect(page.getByLabel('Gerät')).toHaveValue('');
  await expect(page.getByLabel('Gerät').locator('option').first()).toHaveText('Alle Geräte');

  const entries = [...(await sessions(page, 34)), await measurementWithPoint(page, '2026-10-15')];
  await page.reload();
  await expect(page.getByText('30 Einträge angezeigt', { exact: true })).toBeVisible();
  // Scrolling to the end loads the next page (history-list.tsx), as in history.spec.ts.
  await page.getByRole('button', { name: 'Mehr laden' }).scrollIntoViewIfNeeded();
  await expect(page.getByText('Alle 35 Einträge angezeigt', { exact: true })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(monthsOf(entries, 'de-DE'));
  const first = main(page).getByRole('listitem').first();
  await expect(first.getByRole('button', { name: /^Bearbeiten/ })).toBeVisible();
  await expect(first.getByRole('button', { name: /^Löschen/ })).toBeVisible();
  await screenshot(page, 'history-de');

  // A filter nothing matches says so.
  await filters.getByRole('button', { name: 'Messungen' }).click();
  await expect(page.getByText('1 Eintrag angezeigt', { exact: true })).toBeVisible();
  await page.getByLabel('Gerät').selectOption('Pills');
  await expect(main(page).getByText('Keine Einträge passen zu diesen Filtern.')).toBeVisible();
  await filters.getByRole('button', { name: 'Alle' }).click();
  await page.getByLabel('Gerät').selectOption('');

  // Delete: the dialog, Cancel, then Delete and its toast.
  await first.getByRole('button', { name: /^Löschen/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sitzung löschen' });
  await expect(dialog).toContainText(
    'Möchtest du diese Sitzung wirklich löschen? Das lässt sich nicht rückgängig machen.',
  );
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toHaveCount(0);
  await first.getByRole('button', { name: /^Löschen/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(shownToast(page, 'Sitzung gelöscht!')).toBeVisible();
  // Both pages were loaded, so both come back (scrolling loads the second); on a slow day the first has yet.
  await expect(main(page).getByRole('status').filter({ hasText: 'angezeigt' })).toHaveText(
    /^(30 Einträge|Alle 34 Einträge) angezeigt$/,
  );
  expect((await page.request.get(`/api/sessions/${entries[0]?.id}`)).status()).toBe(404);
  await expectNoHorizontalOverflow(page);
});

test('an entry in German: its figures, notes, photo, check-in and the way back', async ({ page }) => {
  await signUpThroughApi(page, 'eintrag');
  const session = await sessionWithPhoto(page);
  const measurement = await measurementWithPoint(page, '2026-11-02');

  await page.goto(`/entry?id=${session.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sitzung' })).toBeVisible();
  const detail = page.getByRole('region', { name: DEVICE });
  await expect(detail.getByRole('term').first()).toHaveText('Dauer');
  await expect(detail.getByRole('term').nth(1)).toHaveText('Gewicht');
  await expect(detail.getByRole('region', { name: 'Notizen' })).toContainText('Gutes Aufwärmen.');
  await expect(detail.getByRole('region', { name: 'Check-in' })).toBeVisible();
  const photoRegion = detail.getByRole('region', { name: 'Foto' });
  await expect(
    photoRegion.getByRole('button', { name: /^Foto vom .* in voller Größe öffnen$/ }),
  ).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Bearbeiten' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Löschen' })).toBeVisible();
  // Opened from a link, not a list: back to the dashboard.
  await expect(page.getByRole('button', { name: 'Zurück: Übersicht' })).toBeVisible();
  await screenshot(page, 'entry-de');
  await expectNoHorizontalOverflow(page);

  await page.goto(`/entry?id=${measurement.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Messung' })).toBeVisible();
  // A measurement entry is named in the language shown (device-names.ts): 'Messung'.
  const figures = page.getByRole('region', { name: 'Messung', exact: true }).getByRole('term');
  await expect(figures).toHaveText(['Länge', 'Umfang', 'Umfang an der Basis']);

  // Opened from the history: back to it, by its German name.
  await page.goto('/history');
  await main(page)
    .getByRole('listitem')
    .first()
    .getByRole('link', { name: /^Open: |^Öffnen: / })
    .click({ position: { x: 12, y: 12 } });
  await expect(page.getByRole('button', { name: 'Zurück: Verlauf' })).toBeVisible();

  // "More measurement points" on the measurement form.
  await page.goto('/measurement');
  const more = page.getByRole('button', { name: 'Weitere Messpunkte' });
  await more.click();
  await expect(
    page.getByText(
      'Optional. Jeder Punkt erscheint als Diagramm unter Fortschritt, sobald er einen Wert hat.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Umfang an der Basis', { exact: true })).toBeVisible();
  await page.getByLabel('Umfang an der Basis', { exact: true }).fill('5');
  await more.click();
  await expect(more).toContainText('(1 eingetragen)');
});

test('offline in German: a deletion waits on the device, then is discarded', async ({ page, context }) => {
  await signUpThroughApi(page, 'offline-de');
  await sessions(page, 2);
  await page.goto('/history');
  await expect(page.getByText('Alle 2 Einträge angezeigt', { exact: true })).toBeVisible();
  await context.setOffline(true);
  await main(page)
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Löschen/ })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(shownToast(page, 'Löschung auf diesem Gerät gespeichert')).toBeVisible();
  const pending = page.getByRole('region', { name: 'Noch nicht synchronisiert' });
  await expect(pending).toContainText('Löschung · Wartet auf Synchronisierung');
  await pending.getByRole('button', { name: /^Verwerfen/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Eintrag verwerfen' });
  await expect(dialog).toContainText('Dieser Eintrag ist nur auf diesem Gerät');
  await dialog.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(shownToast(page, 'Eintrag verworfen')).toBeVisible();
  await expect(pending).toHaveCount(0);
  await context.setOffline(false);
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('the history and a session read French, months too', async ({ page }) => {
    await signUpThroughApi(page, 'historique');
    await page.goto('/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Historique' })).toBeVisible();
    await expect(main(page).getByText('Aucune séance n’a encore été notée.')).toBeVisible();
    const entries = [await sessionWithPhoto(page), await measurementWithPoint(page, '2026-09-20')];
    await page.reload();
    await expect(page.getByText('Les 2 entrées affichées', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(monthsOf(entries, 'fr-FR'));
    await expect(main(page).getByRole('heading', { level: 2 }).last()).toHaveText('septembre 2026');
    await page.goto(`/entry?id=${entries[0]?.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Séance' })).toBeVisible();
    await expect(page.getByRole('term').first()).toHaveText('Durée');
    await expect(page.getByRole('button', { name: 'Retour : Tableau de bord' })).toBeVisible();
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Supprimer la séance' })).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(shownToast(page, 'Séance supprimée !')).toBeVisible();
  });
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the history filters and a deletion read Spanish', async ({ page }) => {
    await signUpThroughApi(page, 'historial');
    await sessions(page, 3);
    await page.goto('/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Historial' })).toBeVisible();
    await expect(page.getByText('Las 3 entradas mostradas', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Medidas', exact: true }).click();
    await expect(main(page).getByText('Ninguna entrada coincide con estos filtros.')).toBeVisible();
    await page.getByRole('button', { name: 'Todo', exact: true }).click();
    await main(page)
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^Eliminar/ })
      .click();
    await expect(page.getByRole('alertdialog', { name: 'Eliminar sesión' })).toContainText(
      '¿Seguro que quieres eliminar esta sesión? Esta acción no se puede deshacer.',
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(shownToast(page, '¡Sesión eliminada!')).toBeVisible();
    await expect(page.getByText('Las 2 entradas mostradas', { exact: true })).toBeVisible();
  });
});

// The pseudo-locale is served in place of German's chunks; a service worker would answer from its own copy.
test.describe('in the pseudo-locale', () => {
  test.use({ serviceWorkers: 'block' });

  test('the history, an entry, its dialogs and more points fit 375 px in the pseudo-locale', async ({
    page,
    context,
  }) => {
    await servePseudoLocaleAsGerman(page);
    await signUpThroughApi(page, 'pseudo-verlauf');
    await sessions(page, 32);
    const session = await sessionWithPhoto(page);
    await measurementWithPoint(page, '2026-11-01');

    await page.goto('/history');
    await expect(page.getByRole('button', { name: pseudoText('Load more') })).toBeVisible();
    expect(await clippedText(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('history-pseudo.png'), fullPage: true });
    await main(page).getByRole('listitem').first().getByRole('button').last().click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await clippedText(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // A deletion waiting offline: its line and its buttons.
    await context.setOffline(true);
    await main(page).getByRole('listitem').nth(1).getByRole('button').last().click();
    await page.getByRole('alertdialog').getByRole('button').last().click();
    await expect(page.getByRole('region', { name: pseudoText('Not yet synced') })).toBeVisible();
    expect(await clippedText(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('history-pending-pseudo.png'), fullPage: true });
    await context.setOffline(false);

    await page.goto(`/entry?id=${session.id}`);
    await expect(page.getByRole('heading', { level: 1, name: pseudoText('Session') })).toBeVisible();
    expect(await clippedText(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('entry-pseudo.png'), fullPage: true });

    await page.goto('/measurement');
    await page.getByRole('button', { name: pseudoText('More measurement points') }).click();
    expect(await clippedText(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('more-points-pseudo.png'), fullPage: true });
  });
});
