import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.ts';
import { expectNoViolationsInBothThemes } from './support/axe.ts';
import { expectTouchTargets } from './support/touch-targets.ts';
import { expectImageLoaded, expectNoHorizontalOverflow, photo, screenshot } from './support/tracker.ts';

// An entry you can open (docs/decisions/048): a session logged with a note and a photo opens from home and
// from the history (its row shows the start of the note and a thumbnail) and from the gallery; its detail
// shows the note in full, the photo, the check-in; Edit and Delete work from it; Back returns to the list
// as it was left; another customer's entry id is a load error, not their data.
test.use({ viewport: { width: 375, height: 812 }, locale: 'en-US' });

const DEVICE = 'Adjustable Penis Weight Hanging System';
const NOTE =
  'Felt good after a long warm-up.\nNext time: start with 1.5 lbs for ten minutes, then 2.5 lbs, rest ' +
  'between the sets and write down how it felt the morning after, before the next session.';

/** Logs a session with a weight, a note and a photo through the log form, and answers its check-in. */
async function logSessionWithNoteAndPhoto(page: Page): Promise<number> {
  await page.goto('/');
  await page.getByRole('button', { name: 'New Session' }).click();
  await page.getByLabel('Device').selectOption(DEVICE);
  await page.getByLabel('Duration (minutes)').fill('30');
  await page.getByLabel('Weight (lbs)').fill('2.5');
  await page.getByLabel('Notes').fill(NOTE);
  await page
    .getByLabel('Image')
    .setInputFiles({ name: 'progress.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/sessions') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Log Session', exact: true }).click();
  const id = ((await (await saved).json()) as { id: number }).id;
  await expect(page.getByText('Session logged successfully!', { exact: true })).toBeVisible();
  const checkin = page.getByRole('region', { name: 'Quick check-in' });
  await checkin.getByRole('radiogroup', { name: 'Pain' }).getByRole('radio', { name: 'Mild' }).click();
  for (const sign of ['Numbness or tingling', 'Discolouration or coldness']) {
    await checkin.getByRole('radiogroup', { name: sign }).getByRole('radio', { name: 'None' }).click();
  }
  await expect(checkin.getByRole('status')).toHaveText('Check-in saved.');
  return id;
}

/** The link laid over a list's row, clicked near its top left (the icon), as a finger would tap the row. */
async function openRow(row: Locator) {
  await row.getByRole('link', { name: /^Open: / }).click({ position: { x: 12, y: 12 } });
}

/** The detail of the session logged above, everything in it. */
async function expectSessionDetail(page: Page, id: number) {
  await expect(page).toHaveURL(new RegExp(`/entry\\?id=${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Session' })).toBeVisible();
  const detail = page.getByRole('region', { name: DEVICE });
  await expect(detail.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
  await expect(detail.getByRole('definition')).toHaveText(['30 minutes', '2.5 lbs', 'Mild', 'None', 'None']);
  await expect(detail.getByRole('term')).toHaveText([
    'Duration',
    'Weight',
    'Pain',
    'Numbness or tingling',
    'Discolouration or coldness',
  ]);
  // The note in full, line break kept.
  const notes = detail.getByRole('region', { name: 'Notes' }).locator('p');
  expect(await notes.innerText()).toBe(NOTE);
  await expect(detail.getByRole('region', { name: 'Check-in' })).toBeVisible();
  await expectImageLoaded(detail.getByRole('region', { name: 'Photo' }).locator('img'));
}

test('a session opens from home and from the history: note in full, photo, check-in; back as it was', async ({
  page,
  baseURL,
}) => {
  await signUpThroughApi(page, 'entry');
  // 34 older sessions, so the history has a page and a half to scroll.
  for (let i = 1; i <= 34; i++) {
    const date = new Date(Date.now() - i * 86_400_000).toISOString();
    const response = await page.request.post('/api/sessions', {
      data: { device: 'Pills', duration: 10 + i, notes: `older session ${i}`, date },
    });
    expect(response.status()).toBe(201);
  }
  const id = await logSessionWithNoteAndPhoto(page);

  // From home's Recent Sessions: the row opens the detail; Edit and Delete stay where they were.
  const recent = page.getByRole('region', { name: 'Recent Sessions' });
  const row = recent.getByRole('listitem').first();
  await expect(row.getByRole('button', { name: /^Edit/ })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Delete/ })).toBeVisible();
  await openRow(row);
  await expectSessionDetail(page, id);

  // The photo full size, in the gallery's viewer; focus back on the thumbnail after.
  const thumbnail = page.getByRole('button', { name: new RegExp(`^Open Photo of .*, ${DEVICE} full size$`) });
  await thumbnail.click();
  const viewer = page.getByRole('dialog');
  await expectImageLoaded(viewer.getByRole('img', { name: new RegExp(`^Photo of .*, ${DEVICE}$`) }));
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
  await expect(thumbnail).toBeFocused();

  // A phone, light and dark: nothing sideways, every target 44 px, no axe violation.
  await expectNoHorizontalOverflow(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectTouchTargets(page, `/entry (${colorScheme})`, 'main');
    await screenshot(page, `entry-detail-${colorScheme}`);
  }
  await expectNoViolationsInBothThemes(page, '/entry');

  // Back returns home.
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  // The history: the row shows the start of the note (two lines) and the thumbnail.
  await page.goto('/history?kind=sessions');
  const items = page.getByRole('main').getByRole('listitem');
  const logged = items.filter({ hasText: 'Felt good after a long warm-up.' });
  await expect(logged).toHaveCount(1);
  await expectImageLoaded(logged.getByRole('img', { name: 'Photo' }));
  const snippet = logged.locator('.line-clamp-2');
  expect(await snippet.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await expect(items.filter({ hasText: 'older session 3' })).toContainText('older session 3');
  await expectTouchTargets(page, '/history', 'main');
  await screenshot(page, 'history-with-notes-and-photo');
  await openRow(logged);
  await expectSessionDetail(page, id);
  await expect(page.getByRole('button', { name: 'Back to History' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to History' }).click();
  await expect(page).toHaveURL(`${baseURL}/history?kind=sessions`);

  // Far down the history: back from an entry, the filter and the scroll are as they were.
  const far = items.filter({ hasText: 'older session 25' });
  await far.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  await openRow(far);
  await expect(page.getByRole('region', { name: 'Notes' })).toHaveText(/older session 25/);
  await page.getByRole('button', { name: 'Back to History' }).click();
  await expect(page).toHaveURL(`${baseURL}/history?kind=sessions`);
  await expect(page.getByRole('button', { name: 'Sessions', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 50);

  // From the gallery: a photo full size, then its session; Back returns to the gallery.
  await page.goto('/photos');
  await page.getByRole('list', { name: 'Your photos' }).getByRole('button').first().click();
  await page.getByRole('dialog').getByRole('link', { name: 'View session' }).click();
  await expectSessionDetail(page, id);
  await page.getByRole('button', { name: 'Back to Photos' }).click();
  await expect(page).toHaveURL(`${baseURL}/photos`);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Edit from the detail goes where Edit goes today, with the saved note.
  await page.goto(`/entry?id=${id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/log?edit=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Session' })).toBeVisible();
  await expect(page.getByLabel('Notes')).toHaveValue(NOTE);
  await page.goBack();
  await expectSessionDetail(page, id);

  // In discreet mode the figures, the note and the photo are blurred until tapped, as in the lists, and the
  // device has a neutral name (the weight device is the first of the store's list: Device A).
  expect((await page.request.put('/api/preferences', { data: { discreetMode: true } })).status()).toBe(200);
  await page.reload();
  const detail = page.getByRole('region', { name: 'Device A' });
  await expect(detail.getByRole('button', { name: 'Duration hidden: show' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Weight hidden: show' })).toBeVisible();
  await expect(detail.locator('[data-discreet="hidden"]')).toHaveCount(4);
  expect(await detail.ariaSnapshot()).not.toMatch(/30 minutes|2\.5 lbs|warm-up/);
  await expectTouchTargets(page, '/entry in discreet mode', 'main');
  await detail.getByRole('button', { name: 'Notes hidden: show' }).click();
  expect(await detail.getByRole('region', { name: 'Notes' }).locator('p').innerText()).toBe(NOTE);
  expect((await page.request.put('/api/preferences', { data: { discreetMode: false } })).status()).toBe(200);
});

test('a measurement opens from the Measurements tab; Edit, Back to the tab, and Delete', async ({
  page,
  baseURL,
}) => {
  await signUpThroughApi(page, 'entry-measure');
  const made = await page.request.post('/api/sessions', {
    data: {
      device: 'Measurement Update',
      duration: 0,
      length: 15,
      girth: 12.5,
      measurementUnit: 'centimeters',
      notes: 'Measurement only entry',
      imageUrl: '',
    },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: number };

  await page.goto('/');
  await page.getByRole('tab', { name: 'Measurements' }).click();
  const previous = page.getByRole('region', { name: 'Previous Measurements' });
  await openRow(previous.getByRole('listitem').first());
  await expect(page).toHaveURL(`${baseURL}/entry?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Measurement' })).toBeVisible();
  const detail = page.getByRole('region', { name: 'Measurement Update' });
  // As entered, and in the preferred unit (inches) after it.
  await expect(detail.getByRole('term')).toHaveText(['Length', 'Girth']);
  await expect(detail.getByRole('definition')).toHaveText(['15 cm (5.9 in)', '12.5 cm (4.9 in)']);
  // The app's fixed text of a measurement entry is no note.
  await expect(detail.getByRole('region', { name: 'Notes' })).toHaveCount(0);

  // Edit goes to the measurement form; Back returns to the Measurements tab.
  await detail.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/measurement?edit=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Measurement' })).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('tab', { name: 'Measurements' })).toHaveAttribute('aria-selected', 'true');

  // Delete from the detail: the spec's question, its toast, and back to the list without the entry.
  await openRow(previous.getByRole('listitem').first());
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Session' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete this session? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Session deleted successfully!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByText('No measurements have been logged yet.', { exact: true })).toBeVisible();
  expect((await page.request.get(`/api/sessions/${id}`)).status()).toBe(404);
});

/** A second customer in a browser of their own. */
async function otherCustomer(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signUpThroughApi(page, 'entry-other');
  return { page, close: () => context.close() };
}

test("another customer's entry id is a load error, not their data; a shared link goes back home", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpThroughApi(page, 'entry-owner');
  const made = await page.request.post('/api/sessions', {
    data: { device: 'Pills', duration: 25, notes: 'Private note of the owner' },
  });
  const { id } = (await made.json()) as { id: number };
  expect(
    (
      await page.request.put(`/api/sessions/${id}/checkin`, {
        data: { pain: 'strong', numbness: 'none', discolouration: 'none' },
      })
    ).status(),
  ).toBe(200);

  const other = await otherCustomer(browser);
  await other.page.goto(`/entry?id=${id}`);
  await expect(other.page.getByRole('alert')).toContainText('Unable to Load Data');
  await expect(other.page.getByText('Private note of the owner')).toHaveCount(0);
  await expect(other.page.getByText('Pills')).toHaveCount(0);
  expect((await other.page.request.get(`/api/sessions/${id}`)).status()).toBe(404);
  expect((await other.page.request.get(`/api/sessions/${id}/checkin`)).status()).toBe(404);
  await expectNoViolationsInBothThemes(other.page, '/entry of another customer');
  await other.close();

  // Opened as a link (not from a list), Back goes to the dashboard; a malformed id is a load error too.
  await page.goto(`/entry?id=${id}`);
  await expect(page.getByRole('region', { name: 'Check-in' })).toContainText('Strong');
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goto('/entry?id=abc');
  await expect(page.getByRole('alert')).toContainText('Unable to Load Data');
});
