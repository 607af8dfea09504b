import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.ts';
import { clippedText, servePseudoLocaleAsGerman } from './support/pseudo-locale.ts';
import { screenshot } from './support/tracker.ts';

// The shared rules' words in the language shown (docs/decisions/070): an entry's minutes, weight and
// measures, its check-in, the month headings and the neutral device names, in a German, a French and a
// Spanish browser, and the pseudo-locale at 375 px without overflow.

test.use({ viewport: { width: 375, height: 812 }, timezoneId: 'Europe/Berlin' });

/** An account with a hanging session (a weight, a check-in with signs) and a measurement. */
async function customerWithEntries(page: Page) {
  await signUpThroughApi(page, 'rules');
  const now = Date.now();
  const post = async (data: Record<string, unknown>) => {
    const response = await page.request.post('/api/sessions', { data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: number };
  };
  const session = await post({
    device: 'Adjustable Penis Weight Hanging System',
    duration: 1440,
    weight: 2.5,
    notes: '',
    date: new Date(now - 3600_000).toISOString(),
  });
  const checkin = { pain: 'mild', numbness: 'strong', discolouration: 'none' };
  expect((await page.request.put(`/api/sessions/${session.id}/checkin`, { data: checkin })).status()).toBe(
    200,
  );
  const day = new Date(now - 2 * 24 * 3600_000).toISOString().slice(0, 10);
  await post({
    device: 'Measurement Update',
    duration: 0,
    length: 6.5,
    girth: 5.25,
    measurementUnit: 'inches',
    notes: 'Measurement only entry',
    imageUrl: '',
    date: `${day}T12:00:00.000Z`,
    day,
  });
}

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('the history writes minutes, weights, measures and check-ins in German', async ({ page }) => {
    await customerWithEntries(page);
    await page.goto('/history');
    const main = page.getByRole('main');
    // The units are the customer's (inches and pounds until chosen; a metric default may convert them).
    await expect(main.getByText(/^1\.440 Minuten · [\d,]+ (lbs|kg)$/)).toBeVisible();
    await expect(main.getByText(/^Länge: [\d,]+ (in|cm) · Umfang: [\d,]+ (in|cm)( \(.*\))?$/)).toBeVisible();
    await expect(
      main.getByText('Check-in: leichte Schmerzen, starke Taubheit oder starkes Kribbeln', { exact: true }),
    ).toBeVisible();
    const month = new Intl.DateTimeFormat('de', { month: 'long', year: 'numeric' }).format(new Date());
    await expect(main.getByRole('heading', { name: month })).toBeVisible();
    await screenshot(page, 'rules-history-de');
  });

  test('discreet mode names devices Gerät A, B… in German', async ({ page }) => {
    await customerWithEntries(page);
    expect((await page.request.put('/api/preferences', { data: { discreetMode: true } })).status()).toBe(200);
    await page.goto('/history');
    const entries = page.getByRole('main').getByRole('listitem');
    await expect(entries.getByText('Gerät A', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(/Device [A-Z]/)).toHaveCount(0);
    // The shared components' words (issue 32): a hidden figure's button and the link to an entry.
    await expect(entries.getByRole('button', { name: /ausgeblendet: anzeigen$/ }).first()).toBeVisible();
    await expect(entries.getByRole('link', { name: /^Öffnen: / }).first()).toBeAttached();
    await screenshot(page, 'rules-history-discreet-de');
  });

  test('the pseudo-locale fits 375 px on the history', async ({ page }) => {
    await servePseudoLocaleAsGerman(page);
    await customerWithEntries(page);
    await page.goto('/history');
    await expect(
      page
        .getByRole('main')
        .getByText(/^Çhéçk-íñ/)
        .first(),
    ).toBeVisible();
    expect(await clippedText(page)).toEqual([]);
    await screenshot(page, 'rules-history-pseudo');
  });
});

test.describe('in French and Spanish', () => {
  test('French', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      locale: 'fr-FR',
      viewport: { width: 375, height: 812 },
    });
    const page = await context.newPage();
    await customerWithEntries(page);
    await page.goto('/history');
    const main = page.getByRole('main');
    await expect(main.getByText(/^1\s440 minutes · [\d,]+ (lbs|kg)$/)).toBeVisible();
    await expect(
      main.getByText(/^Longueur\s: [\d,]+ (in|cm) · Circonférence\s: [\d,]+ (in|cm)( \(.*\))?$/),
    ).toBeVisible();
    await expect(
      main.getByText(/^Bilan\s: douleur légère, engourdissement ou picotements forts$/),
    ).toBeVisible();
    await context.close();
  });

  test('Spanish', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      locale: 'es-ES',
      viewport: { width: 375, height: 812 },
    });
    const page = await context.newPage();
    await customerWithEntries(page);
    await page.goto('/history');
    const main = page.getByRole('main');
    await expect(main.getByText(/^1440 minutos · [\d,]+ (lbs|kg)$/)).toBeVisible();
    await expect(
      main.getByText(/^Longitud: [\d,]+ (in|cm) · Grosor: [\d,]+ (in|cm)( \(.*\))?$/),
    ).toBeVisible();
    await expect(
      main.getByText('Chequeo: dolor leve, entumecimiento u hormigueo fuerte', { exact: true }),
    ).toBeVisible();
    await context.close();
  });
});
