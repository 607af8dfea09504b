import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expectTouchTargets } from './support/touch-targets.ts';
import { expectNoHorizontalOverflow, screenshot } from './support/tracker.ts';

// A customer with 60 entries over 5 months opens their whole history on a phone, loads all of it,
// filters it to measurements and to one device, edits a measurement and deletes an entry.
const TIME_ZONE = 'America/Los_Angeles';
const DEVICES = ['Pills', 'Aloe Vera Gel', 'Anti-turtle Sleeves'];
const DAY_MS = 24 * 3600_000;

test.use({ viewport: { width: 375, height: 812 }, timezoneId: TIME_ZONE, locale: 'en-US' });

type Entry = { id: number; device: string; date: string };

/** 60 entries, one every 2.5 days back from now (5 months): every fifth a measurement, three devices. */
async function makeSixtyEntries(page: Page): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (let i = 0; i < 60; i++) {
    const when = new Date(Date.now() - 3600_000 - i * 2.5 * DAY_MS);
    const data =
      i % 5 === 4
        ? {
            device: 'Measurement Update',
            duration: 0,
            length: 6 + i / 100,
            girth: 5,
            measurementUnit: 'inches',
            notes: 'Measurement only entry',
            imageUrl: '',
            date: `${when.toISOString().slice(0, 10)}T12:00:00.000Z`,
          }
        : { device: DEVICES[i % 3], duration: 10 + i, notes: `session ${i}`, date: when.toISOString() };
    const response = await page.request.post('/api/sessions', { data });
    expect(response.status(), await response.text()).toBe(201);
    entries.push(await response.json());
  }
  return entries.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

/** The month headings the history must show for these entries, in the browser's time zone. */
function monthsOf(entries: Entry[]) {
  const format = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: TIME_ZONE });
  return [...new Set(entries.map((entry) => format.format(new Date(entry.date))))];
}

const main = (page: Page) => page.getByRole('main');
const items = (page: Page) => main(page).getByRole('listitem');

test('the whole history: pages, months, filters, edit and delete at 375 px', async ({ page, baseURL }) => {
  await signUpThroughApi(page, 'history');
  const entries = await makeSixtyEntries(page);
  const measurements = entries.filter((entry) => entry.device === 'Measurement Update');
  const pills = entries.filter((entry) => entry.device === 'Pills');

  // From the profile's 'View All Sessions' (home reaches it through the tab bar's History).
  await page.goto('/profile');
  await page.getByRole('link', { name: 'View All Sessions' }).click();
  await expect(page).toHaveURL(`${baseURL}/history`);
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();

  // The first page, newest first, under month headings; scrolling down loads the rest.
  await expect(page.getByRole('status').filter({ hasText: 'Showing 30 entries' })).toBeVisible();
  await expect(items(page)).toHaveCount(30);
  await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
  await expectTouchTargets(page, '/history', 'main');
  await expectNoHorizontalOverflow(page);
  await screenshot(page, 'history-first-page');
  await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
  await expect(page.getByText('All 60 entries shown', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(main(page).locator('li time')).toHaveCount(60);
  const shown = await main(page)
    .locator('li time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
  expect(shown).toEqual(entries.map((entry) => entry.date));
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(monthsOf(entries));
  for (const month of monthsOf(entries)) {
    await expect(page.getByRole('region', { name: month })).toBeVisible();
  }

  // Sessions only: 48, in two pages; the 'Load more' button works where scrolling loads nothing (a
  // browser without IntersectionObserver, or a keyboard or screen reader user).
  await page.evaluate(() => {
    Object.defineProperty(window, 'IntersectionObserver', { value: undefined, configurable: true });
  });
  await page.getByRole('button', { name: 'Sessions', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/history?kind=sessions`);
  await expect(page.getByRole('button', { name: 'Sessions', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Showing 30 entries', { exact: true })).toBeVisible();
  // From the keyboard: the button keeps focus while the page loads, and when the last page takes it away,
  // focus goes to the count that replaced it, not to the top of the document.
  await page.getByRole('button', { name: 'Load more' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('All 48 entries shown', { exact: true })).toBeFocused();

  // Measurements only.
  await page.getByRole('button', { name: 'Measurements', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/history?kind=measurements`);
  await expect(page.getByText(`All ${measurements.length} entries shown`, { exact: true })).toBeVisible();
  await expect(items(page)).toHaveCount(measurements.length);
  for (const item of await items(page).all()) await expect(item).toContainText('Measurement Update');
  await screenshot(page, 'history-measurements');

  // One device, all kinds.
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByLabel('Device').selectOption('Pills');
  await expect(page).toHaveURL(`${baseURL}/history?device=Pills`);
  await expect(page.getByText(`All ${pills.length} entries shown`, { exact: true })).toBeVisible();
  await expect(items(page)).toHaveCount(pills.length);
  for (const item of await items(page).all()) await expect(item).toContainText('Pills');
  await expectTouchTargets(page, '/history', 'main');

  // Edit the newest measurement in the measurement form: its saved values come back, a change is saved.
  await page.getByLabel('Device').selectOption('');
  await page.getByRole('button', { name: 'Measurements', exact: true }).click();
  const newest = measurements[0] as Entry;
  await items(page).first().getByRole('button', { name: /^Edit/ }).click();
  await expect(page).toHaveURL(`${baseURL}/measurement?edit=${newest.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Measurement' })).toBeVisible();
  await expect(page.getByLabel('Date')).toHaveValue(newest.date.slice(0, 10));
  await expect(page.getByLabel('Girth')).toHaveValue('5');
  await page.getByLabel('Length').fill('7.5');
  await page.getByRole('button', { name: 'Save Measurements' }).click();
  await expect(page.getByText('Measurements saved successfully!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/history`);
  await expect(items(page).filter({ hasText: 'Length: 7.5 in' })).toHaveCount(1);
  const stored = await page.request.get(`/api/sessions/${newest.id}`);
  const saved = (await stored.json()) as Entry & { day: string | null };
  const day = newest.date.slice(0, 10);
  expect(saved).toMatchObject({ length: 7.5, girth: 5, day });
  // The day is kept; it is stored from its start in the customer's zone (docs/decisions/016).
  const local = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(saved.date));
  expect(local).toBe(`${day}, 00:00`);

  // Delete the newest entry with the spec's confirmation; focus comes back to the page.
  const first = items(page).first();
  const firstDevice = (entries[0] as Entry).device;
  await expect(first).toContainText(firstDevice);
  await first.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Session' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete this session? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Session deleted successfully!', { exact: true })).toBeVisible();
  // Both pages were loaded before the edit, so both come back; on a slow day only the first has yet.
  const more = page.getByRole('button', { name: 'Load more' });
  if (await more.isVisible()) await more.click();
  await expect(page.getByText('All 59 entries shown', { exact: true })).toBeVisible();
  expect((await page.request.get(`/api/sessions/${(entries[0] as Entry).id}`)).status()).toBe(404);
  // The deleted entry's button is gone: focus goes to the part of the page that held it (the shared
  // dialog's rule), never back to the top of the document.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('main, section')?.tagName ?? 'none'))
    .not.toBe('none');
  await expectNoHorizontalOverflow(page);
});

test('an edit link with no such entry says so, with a way back', async ({ page, baseURL }) => {
  await signUpThroughApi(page, 'history');
  await page.goto('/measurement?edit=abc');
  await expect(page.getByRole('alert')).toContainText('Session not found');
  await page.getByRole('main').getByRole('button', { name: 'Back to History' }).last().click();
  await expect(page).toHaveURL(`${baseURL}/history`);
  await expect(page.getByText('No sessions have been logged yet.', { exact: true })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the history passes axe (WCAG 2.1 AA) in ${colorScheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await signUpThroughApi(page, 'history');
    for (const [device, extra] of [
      ['Pills', { duration: 15 }],
      ['Measurement Update', { duration: 0, length: 6.5, girth: 5, notes: 'Measurement only entry' }],
    ] as const) {
      const response = await page.request.post('/api/sessions', { data: { device, ...extra } });
      expect(response.status()).toBe(201);
    }
    await page.goto('/history');
    await expect(page.getByText('All 2 entries shown', { exact: true })).toBeVisible();
    await expectNoViolations(page, `/history (${colorScheme})`);
    await screenshot(page, `history-${colorScheme}`);
  });
}
