import { type CDPSession, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { expectNoViolationsInBothThemes } from './support/axe.ts';
import { expectTouchTargets } from './support/touch-targets.ts';
import { expectImageLoaded, expectNoHorizontalOverflow } from './support/tracker.ts';

const DEVICE = 'Adjustable Penis Weight Hanging System';

/** A photo of one colour, so each picture is its own. */
const coloured = (background: string) =>
  sharp({ create: { width: 600, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A session with a photo on a given day, made through the API as the signed-in user. */
async function sessionWithPhoto(page: Page, date: string, buffer: Buffer) {
  const response = await page.request.post('/api/sessions', {
    multipart: {
      device: DEVICE,
      duration: '20',
      date,
      image: { name: 'progress.jpg', mimeType: 'image/jpeg', buffer },
    },
  });
  expect(response.status()).toBe(201);
}

async function signedIn(page: Page, prefix: string) {
  const email = freshEmail(prefix);
  await registerThroughUi(page, email, 'viewer-pass-1');
  await signInThroughUi(page, email, 'viewer-pass-1');
  await expect(page).toHaveURL(/\/$/);
}

/** A one-finger swipe over the element by real touch input (Chromium's touch emulation). */
async function swipe(cdp: CDPSession, target: Locator, dx: number, dy = 0) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe on');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 6; i++) {
    const point = { x: x + (dx * i) / 6, y: y + (dy * i) / 6 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test('the viewer steps through the photos by button, arrow key and swipe, newest first', async ({ page }) => {
  await signedIn(page, 'viewer');
  await sessionWithPhoto(page, '2026-09-01T12:00:00.000Z', await coloured('#b91c1c'));
  await sessionWithPhoto(page, '2026-10-01T12:00:00.000Z', await coloured('#15803d'));
  await sessionWithPhoto(page, '2026-11-01T12:00:00.000Z', await coloured('#1d4ed8'));
  await page.goto('/photos');
  const tiles = page.getByRole('list', { name: 'Your photos' }).getByRole('button');
  await expect(tiles).toHaveCount(3);

  await tiles.nth(0).click();
  const viewer = page.getByRole('dialog');
  const position = viewer.getByTestId('photo-position');
  const previous = viewer.getByRole('button', { name: 'Previous photo' });
  const next = viewer.getByRole('button', { name: 'Next photo' });
  const shows = async (date: string, at: string) => {
    await expect(viewer).toHaveAccessibleName(date);
    await expect(viewer).toHaveAccessibleDescription(DEVICE);
    await expect(position).toHaveText(at);
    await expectImageLoaded(viewer.getByRole('img', { name: `Photo of ${date}, ${DEVICE}` }));
  };
  await shows('Nov 1, 2026', '1 of 3');
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await expect(viewer.getByRole('link', { name: 'View session' })).toBeVisible();

  // By the buttons: Next is the older photo, as the grid reads.
  await next.click();
  await shows('Oct 1, 2026', '2 of 3');
  await expect(previous).toBeEnabled();
  await expect(next).toBeEnabled();
  await expectTouchTargets(page, 'photo viewer', '[role="dialog"]');
  await expectNoHorizontalOverflow(page);
  await expectNoViolationsInBothThemes(page, 'photo viewer');

  // By the arrow keys, stopping at the end.
  await page.keyboard.press('ArrowRight');
  await shows('Sep 1, 2026', '3 of 3');
  await expect(next).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await next.click({ force: true });
  await expect(position).toHaveText('3 of 3');
  await page.keyboard.press('ArrowLeft');
  await shows('Oct 1, 2026', '2 of 3');
  await previous.click();
  await shows('Nov 1, 2026', '1 of 3');
  // Focus stayed inside the dialog through all of it.
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);

  // By touch: a swipe to the left goes on, to the right back; a mostly vertical move is no swipe.
  const cdp = await page.context().newCDPSession(page);
  const picture = viewer.getByTestId('photo-viewer-picture');
  await swipe(cdp, picture, -150);
  await shows('Oct 1, 2026', '2 of 3');
  await swipe(cdp, picture, -150);
  await shows('Sep 1, 2026', '3 of 3');
  await swipe(cdp, picture, 150);
  await shows('Oct 1, 2026', '2 of 3');
  await swipe(cdp, picture, 30, 200);
  await swipe(cdp, picture, -30);
  await expect(position).toHaveText('2 of 3');

  // Escape closes, and focus goes back to the photo that was opened.
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(tiles.nth(0)).toBeFocused();
});

test('Next past the last loaded photo fetches the gallery’s next page', async ({ page }) => {
  await signedIn(page, 'viewer-pages');
  const buffer = await coloured('#0f766e');
  // 25 photos: one more than a gallery page holds.
  for (let day = 1; day <= 25; day++) {
    await sessionWithPhoto(page, `2026-10-${String(day).padStart(2, '0')}T12:00:00.000Z`, buffer);
  }
  await page.goto('/photos');
  const tiles = page.getByRole('list', { name: 'Your photos' }).getByRole('button');
  await expect(tiles).toHaveCount(24);
  await tiles.nth(23).click();
  const viewer = page.getByRole('dialog');
  const position = viewer.getByTestId('photo-position');
  await expect(viewer).toHaveAccessibleName('Oct 2, 2026');
  // The gallery counts every photo, the 25th not loaded yet included.
  await expect(position).toHaveText('24 of 25');
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(viewer).toHaveAccessibleName('Oct 1, 2026');
  await expect(position).toHaveText('25 of 25');
  await expect(viewer.getByRole('button', { name: 'Next photo' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(tiles).toHaveCount(25);
});
