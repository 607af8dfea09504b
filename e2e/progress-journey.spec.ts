import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signUpThroughApi } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expectTouchTargets } from './support/touch-targets.ts';
import { expectImageLoaded, expectNoHorizontalOverflow, screenshot } from './support/tracker.ts';

// Issue 10's first paragraph as one customer lives it on a phone: 60 entries over 5 months, then the whole
// history, its filters, an edit and a delete, Progress in the preferred unit, the photos compared, a
// session dated yesterday evening, all in dark mode when the phone is. Run in two zones, one per theme.
const HANGER = 'Adjustable Penis Weight Hanging System';
const VACUUM = 'Vacuum Hanger PE | Penis Pump & Weight Hanging';
const SLEEVES = 'Anti-turtle Sleeves';
const DEVICES = [HANGER, SLEEVES, VACUUM];
const MEASUREMENT = 'Measurement Update';
const DAY_MS = 86_400_000;

type Entry = { id: number; device: string; date: string; duration: number; weight: number | null };

/** The calendar day ('YYYY-MM-DD') of an instant in a zone. */
const dayIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

/** The first day of the 12-week window (weeks start on Monday) that ends this week, in the zone. */
function twelveWeeksFrom(timeZone: string) {
  const today = dayIn(new Date(), timeZone);
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  return addDays(monday, -77);
}

/** A JPEG of one colour, so each photo is its own. */
const coloured = (background: string) =>
  sharp({ create: { width: 300, height: 400, channels: 3, background } })
    .jpeg()
    .toBuffer();

/**
 * 60 entries, one every 2.5 days back from an hour ago (5 months): every fifth a measurement (the newest
 * 6.5 in, each older one 0.05 in less; every other one entered in centimetres, the oldest among them);
 * sessions on three devices, the two weight devices with a weight; the newest two weighted sessions with a photo.
 */
async function makeSixtyEntries(page: Page): Promise<Entry[]> {
  const entries: Entry[] = [];
  let photos = 0;
  for (let i = 0; i < 60; i++) {
    const when = new Date(Date.now() - 3600_000 - i * 2.5 * DAY_MS);
    let response: Awaited<ReturnType<Page['request']['post']>>;
    if (i % 5 === 4) {
      const older = (i - 4) / 5;
      const inches = 6.5 - older * 0.05;
      const metric = older % 2 === 1;
      const cm = (value: number) => Math.round(value * 254) / 100;
      response = await page.request.post('/api/sessions', {
        data: {
          device: MEASUREMENT,
          duration: 0,
          length: metric ? cm(inches) : inches,
          girth: metric ? cm(5) : 5,
          measurementUnit: metric ? 'centimeters' : 'inches',
          date: `${when.toISOString().slice(0, 10)}T12:00:00.000Z`,
        },
      });
    } else {
      const device = DEVICES[i % 3] ?? HANGER;
      const session = {
        device,
        duration: 15 + (i % 4) * 5,
        ...(device === SLEEVES ? {} : { weight: 2 + (i % 3) * 0.5 }),
        date: when.toISOString(),
      };
      const image = {
        name: 'progress.jpg',
        mimeType: 'image/jpeg',
        buffer: await coloured(photos ? '#b91c1c' : '#15803d'),
      };
      response =
        device !== SLEEVES && photos++ < 2
          ? await page.request.post('/api/sessions', {
              multipart: {
                ...Object.fromEntries(Object.entries(session).map(([k, v]) => [k, String(v)])),
                image,
              },
            })
          : await page.request.post('/api/sessions', { data: session });
    }
    expect(response.status(), await response.text()).toBe(201);
    entries.push((await response.json()) as Entry);
  }
  return entries;
}

const main = (page: Page) => page.getByRole('main');

/** Every check a screen gets: nothing sideways, 44 px targets, axe in the current theme, a screenshot. */
async function checkScreen(page: Page, name: string) {
  await expectNoHorizontalOverflow(page);
  await expectTouchTargets(page, name);
  await expectNoViolations(page, name);
  await screenshot(page, name.replace(/[^a-z0-9]+/gi, '-'));
}

for (const { timeZone, colorScheme } of [
  { timeZone: 'Pacific/Auckland', colorScheme: 'dark' },
  { timeZone: 'America/Los_Angeles', colorScheme: 'light' },
] as const) {
  test.describe(`a customer's progress at 375 px in ${timeZone}, ${colorScheme}`, () => {
    test.use({ viewport: { width: 375, height: 812 }, timezoneId: timeZone, colorScheme, locale: 'en-US' });

    test('history, filters, edit, delete, progress, photos and a session dated yesterday evening', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await signUpThroughApi(page, `journey-${timeZone.split('/')[1]?.toLowerCase()}`);
      // Centimetres are preferred; half the measurements were entered in inches.
      const unit = await page.request.put('/api/preferences', { data: { measurementUnit: 'centimeters' } });
      expect(unit.status()).toBe(200);
      const entries = await makeSixtyEntries(page);

      // Dark mode when the phone is.
      await page.goto('/');
      await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      const background = await page
        .locator('body > div')
        .first()
        .evaluate((e) => getComputedStyle(e).backgroundColor);
      if (colorScheme === 'dark') expect(background).not.toBe('rgb(255, 255, 255)');

      // The whole history, scrolled to its end.
      await page.goto('/history');
      await expect(page.getByText('Showing 30 entries', { exact: true })).toBeVisible();
      await checkScreen(page, `history ${colorScheme}`);
      await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
      await expect(page.getByText('All 60 entries shown', { exact: true })).toBeVisible();
      await expect(main(page).locator('li time')).toHaveCount(60);
      // Measurements read in centimetres, the original kept for screen readers.
      const firstMeasurement = main(page).getByRole('listitem').filter({ hasText: MEASUREMENT }).first();
      await expect(firstMeasurement).toContainText('Length: 16.5 cm · Girth: 12.7 cm');
      await expect(firstMeasurement).toContainText('(as entered: Length: 6.5 in · Girth: 5 in)');

      // Filters: measurements, then one device.
      await page.getByRole('button', { name: 'Measurements', exact: true }).click();
      await expect(page.getByText('All 12 entries shown', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'All', exact: true }).click();
      await page.getByLabel('Device').selectOption(SLEEVES);
      const sleeves = entries.filter((entry) => entry.device === SLEEVES).length;
      await expect(page.getByText(`All ${sleeves} entries shown`, { exact: true })).toBeVisible();
      await page.getByLabel('Device').selectOption('');

      // Edit the newest measurement in the measurement form, then delete a session.
      const entry = (device: string) => main(page).getByRole('listitem').filter({ hasText: device }).first();
      await entry(MEASUREMENT).getByRole('button', { name: /^Edit/ }).click();
      await expect(page.getByRole('heading', { name: 'Edit Measurement' })).toBeVisible();
      await checkScreen(page, `edit measurement ${colorScheme}`);
      await page.getByLabel('Length').fill('6.6');
      await page.getByRole('button', { name: 'Save Measurements' }).click();
      await expect(page).toHaveURL(`${baseURL}/history`);
      await expect(entry(MEASUREMENT)).toContainText('Length: 16.8 cm');
      await entry(SLEEVES)
        .getByRole('button', { name: /^Delete/ })
        .click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText(/^(Showing|All) 59 entries/)).toBeVisible();

      // Progress, in centimetres: change since the first, minutes per week by device, heaviest weights.
      await page.goto('/');
      await page.getByRole('button', { name: 'Charts' }).click();
      await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Centimeters' })).toHaveAttribute('aria-pressed', 'true');
      // First 6.5 − 11 × 0.05 = 5.95 in (15.11 cm, entered in centimetres); now 6.6 in (16.76 cm).
      await expect(page.getByRole('region', { name: 'Length' }).getByRole('img')).toHaveAccessibleName(
        /^Length: 16\.76 cm on .*; \+1\.65 cm since your first measurement and /,
      );
      const start = twelveWeeksFrom(timeZone);
      const deletedSleeve = entries.find((entry) => entry.device === SLEEVES);
      // Training time only: sleeves are all-day wear, counted in hours on their own card.
      const recent = entries.filter(
        (entry) =>
          entry.device !== MEASUREMENT &&
          entry.device !== SLEEVES &&
          entry.id !== deletedSleeve?.id &&
          dayIn(new Date(entry.date), timeZone) >= start,
      );
      const minutes = recent.reduce((sum, entry) => sum + entry.duration, 0);
      await expect(
        page.getByRole('region', { name: 'Minutes per week' }).getByRole('img'),
      ).toHaveAccessibleName(
        new RegExp(`^Last 12 weeks: ${minutes} minutes in ${recent.length} sessions\\.`),
      );
      const weights = page.getByRole('region', { name: 'Heaviest weight per week' });
      await weights.getByRole('button', { name: 'Show as table' }).click();
      await expect(weights.getByRole('row').nth(1)).toContainText(/Adjustable|Vacuum/);
      await checkScreen(page, `progress ${colorScheme}`);

      // Photos: the grid, then two dates side by side.
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Photos' }).click();
      const grid = page.getByRole('list', { name: 'Your photos' });
      await expect(grid.getByRole('button')).toHaveCount(2);
      for (const image of await grid.locator('img').all()) await expectImageLoaded(image);
      await checkScreen(page, `photos ${colorScheme}`);
      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      for (const tile of await grid.getByRole('button').all()) await tile.click();
      await page.getByRole('button', { name: 'Compare photos' }).click();
      const compare = page.getByRole('dialog', { name: 'Compare photos' });
      await expect(compare.getByTestId('compare-side-by-side').locator('figcaption')).toHaveCount(2);
      for (const image of await compare.locator('img').all()) await expectImageLoaded(image);
      await checkScreen(page, `compare ${colorScheme}`);
      await page.keyboard.press('Escape');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(`${baseURL}/`);

      // A session dated yesterday evening, shown with its time of day at the top of the history.
      const yesterday = dayIn(new Date(Date.now() - DAY_MS), timeZone);
      await page.getByRole('button', { name: 'New Session' }).click();
      await page.getByLabel('Device').selectOption(HANGER);
      await page.getByLabel('Duration (minutes)').fill('20');
      await page.getByLabel('Date and time').fill(`${yesterday}T20:30`);
      await page.getByRole('button', { name: 'Log Session', exact: true }).click();
      await expect(page).toHaveURL(`${baseURL}/`);
      await page.goto(`/history?device=${encodeURIComponent(HANGER)}`);
      const text = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium' }).format(
        new Date(`${yesterday}T00:00:00Z`),
      );
      await expect(
        main(page)
          .locator('li time')
          .filter({ hasText: new RegExp(`^${text}, 8:30\\sPM$`) }),
      ).toHaveCount(1);
    });
  });
}
