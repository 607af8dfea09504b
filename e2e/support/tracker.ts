import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';

/** A small real JPEG, made by sharp so the server's decoder accepts it. */
export const photo = () =>
  sharp({ create: { width: 240, height: 160, channels: 3, background: '#2563eb' } })
    .jpeg()
    .toBuffer();

/** The three progress tiles read Sessions, Minutes and Days with these figures. */
export async function expectTiles(page: Page, sessions: number, minutes: number, days: number) {
  const summary = page.getByRole('region', { name: 'Your Progress' });
  await expect(summary.getByRole('term')).toHaveText(['Sessions', 'Minutes', 'Days']);
  await expect(summary.getByRole('definition')).toHaveText([String(sessions), String(minutes), String(days)]);
}

/** Nothing sticks out sideways: the page is no wider than the viewport. */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page is wider than the viewport').toBeLessThanOrEqual(0);
}

/** The <img> is shown and its picture really loaded (not a broken image). */
export async function expectImageLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

/** A full-page screenshot in the test's output folder, attached to the report (kept by CI). */
export async function screenshot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

/**
 * The toast on screen with `text` (Radix's list item in its 'Notifications' region), not the 1 px live
 * region that announces it to screen readers (role status, at the end of the page).
 */
export const shownToast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
