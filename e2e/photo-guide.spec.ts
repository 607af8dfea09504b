import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { expectNoViolationsInBothThemes } from './support/axe.ts';
import { expectTouchTargets } from './support/touch-targets.ts';
import { expectImageLoaded, expectNoHorizontalOverflow } from './support/tracker.ts';

const DEVICE = 'Adjustable Penis Weight Hanging System';
const TOGGLE = 'Show previous photo as a guide';

const coloured = (background: string) =>
  sharp({ create: { width: 600, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** The colour most of a saved photo is, as the server returns it. */
async function savedColour(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  const { dominant } = await sharp(await response.body()).stats();
  return dominant;
}

test.use({ viewport: { width: 375, height: 812 } });

test('the previous photo guides the framing of a new one and is never saved', async ({ page }) => {
  const email = freshEmail('guide');
  await registerThroughUi(page, email, 'guide-pass-1');
  await signInThroughUi(page, email, 'guide-pass-1');
  await expect(page).toHaveURL(/\/$/);

  // Without an earlier photo there is nothing to guide by.
  await page.goto('/log');
  await expect(page.getByLabel('Image')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('checkbox', { name: TOGGLE })).toHaveCount(0);

  const earlier = await page.request.post('/api/sessions', {
    multipart: {
      device: DEVICE,
      duration: '20',
      date: '2026-09-01T12:00:00.000Z',
      image: { name: 'before.jpg', mimeType: 'image/jpeg', buffer: await coloured('#b91c1c') },
    },
  });
  expect(earlier.status()).toBe(201);
  await page.reload();

  // Off until ticked; ticked, the previous photo shows as what to frame the new one like.
  const toggle = page.getByRole('checkbox', { name: TOGGLE });
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toHaveAccessibleDescription(
    /Your photo of Sep 1, 2026 shows faintly over the new one/,
  );
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expectImageLoaded(page.getByRole('img', { name: 'Previous photo of Sep 1, 2026', exact: true }));

  // A new photo chosen: the previous one lies over its preview, faint, in the same box.
  await page.getByLabel('Device').selectOption(DEVICE);
  await page
    .getByLabel('Image')
    .setInputFiles({ name: 'after.jpg', mimeType: 'image/jpeg', buffer: await coloured('#15803d') });
  const preview = page.getByRole('img', { name: 'Session preview' });
  const guide = page.getByRole('img', { name: 'Previous photo of Sep 1, 2026, as a guide' });
  await expectImageLoaded(preview);
  await expectImageLoaded(guide);
  await expect(guide).toHaveCSS('opacity', '0.35');
  const [previewBox, guideBox] = [await preview.boundingBox(), await guide.boundingBox()];
  expect(guideBox?.x).toBeCloseTo(previewBox?.x ?? -1, 0);
  expect(guideBox?.y).toBeCloseTo(previewBox?.y ?? -1, 0);
  expect(guideBox?.width).toBeCloseTo(previewBox?.width ?? -1, 0);
  const opacity = page.getByRole('slider', { name: 'Guide opacity: 35%' });
  await opacity.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('slider', { name: 'Guide opacity: 45%' })).toBeVisible();
  await expect(guide).toHaveCSS('opacity', '0.45');
  await expectNoHorizontalOverflow(page);
  await expectTouchTargets(page, 'session form with the guide', 'main');
  await expectNoViolationsInBothThemes(page, 'session form with the guide');

  // Unticked, it is gone; ticked again it comes back.
  await toggle.click();
  await expect(guide).toHaveCount(0);
  await toggle.click();
  await expectImageLoaded(guide);

  await page.getByRole('button', { name: 'Log Session', exact: true }).click();
  await expect(page.getByText('Session logged successfully!', { exact: true })).toBeVisible();

  // Saved: two photos in all, the new one as chosen (green), nothing of the guide in it.
  const gallery = await page.request.get('/api/photos');
  expect(gallery.status()).toBe(200);
  const { photos } = (await gallery.json()) as { photos: { url: string; date: string }[] };
  expect(photos).toHaveLength(2);
  const newest = await savedColour(page, photos[0]?.url ?? '');
  expect(newest.g).toBeGreaterThan(100);
  expect(newest.r).toBeLessThan(60);
  const oldest = await savedColour(page, photos[1]?.url ?? '');
  expect(oldest.r).toBeGreaterThan(150);
});

test('in discreet mode the preview and its guide stay blurred until shown', async ({ page }) => {
  const email = freshEmail('guide-discreet');
  await registerThroughUi(page, email, 'guide-pass-1');
  await signInThroughUi(page, email, 'guide-pass-1');
  await expect(page).toHaveURL(/\/$/);
  const earlier = await page.request.post('/api/sessions', {
    multipart: {
      device: DEVICE,
      duration: '20',
      date: '2026-09-01T12:00:00.000Z',
      image: { name: 'before.jpg', mimeType: 'image/jpeg', buffer: await coloured('#b91c1c') },
    },
  });
  expect(earlier.status()).toBe(201);
  expect((await page.request.put('/api/preferences', { data: { discreetMode: true } })).status()).toBe(200);
  await page.goto('/log');
  await page.getByRole('checkbox', { name: TOGGLE }).click();
  // The previous photo alone: blurred, hidden from screen readers, until "Show photo".
  await expect(page.getByRole('img', { name: 'Previous photo of Sep 1, 2026', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show photo' })).toHaveCount(1);
  await page
    .getByLabel('Image')
    .setInputFiles({ name: 'after.jpg', mimeType: 'image/jpeg', buffer: await coloured('#15803d') });
  const guide = page.getByRole('img', { name: 'Previous photo of Sep 1, 2026, as a guide' });
  await expect(guide).toHaveCount(0);
  await page.getByRole('button', { name: 'Show photo' }).click();
  await expectImageLoaded(guide);
  await expectImageLoaded(page.getByRole('img', { name: 'Session preview' }));
});
