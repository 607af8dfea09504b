import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { expectNoViolationsInBothThemes } from './support/axe.ts';
import { expectTouchTargets } from './support/touch-targets.ts';
import { expectImageLoaded, expectNoHorizontalOverflow, screenshot } from './support/tracker.ts';

const DEVICE = 'Adjustable Penis Weight Hanging System';

/** A photo of one colour, so each picture of the journey is its own. */
const coloured = (background: string) =>
  sharp({ create: { width: 600, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A session with a photo on a given day, made through the API as the signed-in user. */
async function sessionWithPhoto(page: Page, date: string, background: string) {
  const response = await page.request.post('/api/sessions', {
    multipart: {
      device: DEVICE,
      duration: '20',
      date,
      image: { name: 'progress.jpg', mimeType: 'image/jpeg', buffer: await coloured(background) },
    },
  });
  expect(response.status()).toBe(201);
}

test.use({ viewport: { width: 375, height: 812 } });

test('the gallery shows thumbnails newest first, opens one full size and compares two', async ({
  page,
  baseURL,
}) => {
  const email = freshEmail('photos');
  await registerThroughUi(page, email, 'photos-pass-1');
  await signInThroughUi(page, email, 'photos-pass-1');
  await expect(page).toHaveURL(`${baseURL}/`);
  await sessionWithPhoto(page, '2026-09-01T12:00:00.000Z', '#b91c1c');
  await sessionWithPhoto(page, '2026-11-01T12:00:00.000Z', '#15803d');
  // A measurement before both photos, and one between them.
  for (const [day, length, girth] of [
    ['2026-08-20', 6, 5],
    ['2026-10-15', 6.3, 5.1],
  ] as const) {
    const measured = await page.request.post('/api/sessions', {
      data: { device: 'Measurement Update', duration: 0, length, girth, measurementUnit: 'inches', day },
    });
    expect(measured.status()).toBe(201);
  }
  await page.reload();

  // From home to the gallery, by the tab bar.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Photos' }).click();
  await expect(page).toHaveURL(`${baseURL}/photos`);
  await expect(page.getByRole('heading', { name: 'Photos' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Your photos' });
  const tiles = grid.getByRole('button');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(0)).toHaveAccessibleName(`Open Photo of Nov 1, 2026, ${DEVICE}`);
  await expect(tiles.nth(1)).toHaveAccessibleName(`Open Photo of Sep 1, 2026, ${DEVICE}`);
  await expect(grid.locator('time')).toHaveText(['Nov 1, 2026', 'Sep 1, 2026']);
  for (const image of await grid.locator('img').all()) await expectImageLoaded(image);
  await expectNoHorizontalOverflow(page);
  await expectTouchTargets(page, 'gallery', 'main');
  await screenshot(page, 'gallery');
  await expectNoViolationsInBothThemes(page, '/photos');

  // Tap for full size: the photo as stored (600 px wide), not the thumbnail.
  await tiles.nth(0).click();
  const viewer = page.getByRole('dialog', { name: 'Nov 1, 2026' });
  const full = viewer.getByRole('img', { name: `Photo of Nov 1, 2026, ${DEVICE}` });
  await expectImageLoaded(full);
  expect(await full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
  await expect(tiles.nth(0)).toBeFocused();

  // Compare: pick both, side by side, each labelled with its date.
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const compare = page.getByRole('button', { name: 'Compare photos' });
  await expect(compare).toBeDisabled();
  await expect(page.getByText('Pick two photos to compare (0 of 2 chosen).')).toBeVisible();
  await grid.getByRole('button', { name: /Choose Photo of Nov 1/ }).click();
  await grid.getByRole('button', { name: /Choose Photo of Sep 1/ }).click();
  await expect(grid.getByRole('button', { pressed: true })).toHaveCount(2);
  await compare.click();
  const dialog = page.getByRole('dialog', { name: 'Compare photos' });
  const side = dialog.getByTestId('compare-side-by-side');
  await expect(side.locator('figcaption')).toHaveText(['Sep 1, 2026', 'Nov 1, 2026']);
  // Before and after: the days between, and the measurements that stood on each photo's day.
  const facts = dialog.getByTestId('compare-facts');
  await expect(facts).toContainText('61 days apart');
  await expect(facts.getByRole('definition')).toHaveText([
    'Length 6 in · Girth 5 in (as of Aug 20, 2026)',
    'Length 6.3 in · Girth 5.1 in (as of Oct 15, 2026)',
  ]);
  for (const image of await side.locator('img').all()) await expectImageLoaded(image);
  await expectTouchTargets(page, 'compare dialog', '[role="dialog"]');
  await screenshot(page, 'compare-side-by-side');
  await expectNoViolationsInBothThemes(page, 'compare side by side');

  // The slider: by keyboard and by touch (a tap on the track).
  await dialog.getByRole('button', { name: 'Slider' }).click();
  await expect(dialog.getByRole('button', { name: 'Slider' })).toHaveAttribute('aria-pressed', 'true');
  const slider = dialog.getByRole('slider');
  await expect(slider).toHaveValue('50');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('52');
  await page.keyboard.press('Home');
  await expect(slider).toHaveValue('0');
  const box = await slider.boundingBox();
  if (!box) throw new Error('the slider has no box');
  await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
  await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(60);
  const overlay = dialog.getByTestId('compare-slider');
  // The older photo on the left, as side by side.
  await expect(overlay.getByText(/^Sep 1, 2026 on the left, Nov 1, 2026 on the right/)).toBeVisible();
  await expect(overlay.getByText('Sep 1, 2026', { exact: true })).toBeVisible();
  await expect(overlay.getByText('Nov 1, 2026', { exact: true })).toBeVisible();
  for (const image of await overlay.locator('img').all()) await expectImageLoaded(image);
  await expectTouchTargets(page, 'compare dialog', '[role="dialog"]');
  await expectNoHorizontalOverflow(page);
  await screenshot(page, 'compare-slider');
  await expectNoViolationsInBothThemes(page, 'compare with the slider');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
