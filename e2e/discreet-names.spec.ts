import { expect, type Page, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { expectTiles, photo } from './support/tracker.ts';

// Discreet mode hides what the devices are (issue 29, docs/decisions/022): every screen names them
// "Device A", "Device B"… by their place in the store's list, and the home's tiles are blurred until tapped.

const PASSWORD = 'discreet-names-1';
const WEIGHT_DEVICE = 'Adjustable Penis Weight Hanging System';
const OTHER_DEVICE = 'Anti-turtle Sleeves';

test.use({ viewport: { width: 375, height: 667 } });

/** What the screen shows as text, labels of the store's device list that appear in it. */
async function labelsShown(page: Page, labels: readonly string[]): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return labels.filter((label) => text.includes(label));
}

test('discreet mode: no screen names a device, and the home tiles are blurred until tapped', async ({
  page,
}) => {
  const email = freshEmail('discreet-names');
  await registerThroughUi(page, email, PASSWORD);
  await signInThroughUi(page, email, PASSWORD);
  await expectTiles(page, 0, 0, 0);
  const withPhoto = await page.request.post('/api/sessions', {
    multipart: {
      device: WEIGHT_DEVICE,
      duration: '25',
      weight: '2.5',
      image: { name: 'progress.jpg', mimeType: 'image/jpeg', buffer: await photo() },
    },
  });
  expect(withPhoto.status()).toBe(201);
  const other = await page.request.post('/api/sessions', { data: { device: OTHER_DEVICE, duration: 15 } });
  expect(other.status()).toBe(201);
  const config = await (await page.request.get('/api/app-config')).json();
  const labels: string[] = config.devices.map((device: { label: string }) => device.label);
  const letter = (label: string) => `Device ${String.fromCharCode(65 + labels.indexOf(label))}`;
  expect(labels).toContain(WEIGHT_DEVICE);

  // Before: the home names the devices (so the checks below can fail).
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Recent Sessions' }).getByText(OTHER_DEVICE, { exact: true }),
  ).toBeVisible();
  expect(await labelsShown(page, labels)).toContain(OTHER_DEVICE);

  const turnedOn = await page.request.put('/api/preferences', { data: { discreetMode: true } });
  expect(turnedOn.status()).toBe(200);

  // Home: neutral names in the recent list, the tiles blurred until tapped.
  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Recent Sessions' });
  await expect(recent.getByText(letter(WEIGHT_DEVICE), { exact: true })).toBeVisible();
  await expect(recent.getByText(letter(OTHER_DEVICE), { exact: true })).toBeVisible();
  expect(await labelsShown(page, labels)).toEqual([]);
  const tiles = page.getByRole('region', { name: 'Your Progress' });
  const sessionsTile = tiles.getByRole('button', { name: 'Sessions hidden: show' });
  await expect(tiles.getByRole('button', { name: /hidden: show$/ })).toHaveCount(3);
  await expect(sessionsTile.locator('span[aria-hidden="true"]')).toHaveCSS('filter', /blur/);
  await sessionsTile.click();
  await expect(tiles.getByRole('button', { name: /hidden: show$/ })).toHaveCount(2);
  await expect(tiles.getByRole('definition').first()).toHaveText('2');

  // An entry's detail.
  const entry = recent.getByRole('link', { name: new RegExp(`^Open: ${letter(WEIGHT_DEVICE)}, `) });
  await page.goto((await entry.getAttribute('href')) ?? '');
  await expect(page.getByRole('heading', { name: letter(WEIGHT_DEVICE) })).toBeVisible();
  expect(await labelsShown(page, labels)).toEqual([]);

  // History, its device filter included (its values stay the labels).
  await page.goto('/history');
  await expect(page.getByRole('listitem').getByText(letter(OTHER_DEVICE), { exact: true })).toBeVisible();
  await page.getByLabel('Device').selectOption(WEIGHT_DEVICE);
  await expect(page.getByLabel('Device')).toHaveValue(WEIGHT_DEVICE);
  expect(await labelsShown(page, labels)).toEqual([]);

  // Progress: the legends, tables and sentences.
  await page.goto('/progress');
  await expect(page.getByRole('region', { name: 'Minutes per week' })).toBeVisible();
  await expect(page.getByText(letter(OTHER_DEVICE)).first()).toBeVisible();
  expect(await labelsShown(page, labels)).toEqual([]);

  // Timer: the device choice, then the running timer.
  await page.goto('/timer');
  await page.getByLabel('Device').selectOption(OTHER_DEVICE);
  expect(await labelsShown(page, labels)).toEqual([]);
  await page.getByRole('button', { name: 'Start timer' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByText(letter(OTHER_DEVICE), { exact: true })).toBeVisible();
  expect(await labelsShown(page, labels)).toEqual([]);

  // Photos: the grid, and the opened photo's caption.
  await page.goto('/photos');
  await page
    .getByRole('button', { name: /^Open / })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByText(letter(WEIGHT_DEVICE))).toBeVisible();
  expect(await labelsShown(page, labels)).toEqual([]);
  await page.keyboard.press('Escape');

  // The session form's device choice, the profile and the goals.
  for (const path of ['/log', '/profile', '/goals']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading your data...')).toHaveCount(0);
    expect(await labelsShown(page, labels), path).toEqual([]);
  }
});
