import { expect, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { expectTiles } from './support/tracker.ts';

// A page opened before a deploy asks for a screen's chunk by its old name (issue 30, docs/decisions/062):
// when it cannot load, the page reloads once and shows the screen; when it still cannot, it says so rather
// than reloading again.

const PASSWORD = 'deploy-reload-1';
const PROGRESS_CHUNK = /\/assets\/progress-page-[\w-]+\.js$/;

// Requests the service worker answers from its cache never reach page.route: without it, every chunk is
// asked of the server, as a page opened before a deploy asks for one the worker never cached.
test.use({ viewport: { width: 375, height: 667 }, serviceWorkers: 'block' });

test('a screen whose chunk is gone reloads the page once, then opens', async ({ page }) => {
  let refused = 0;
  await page.route(PROGRESS_CHUNK, async (route) => {
    if (refused === 0) {
      refused += 1;
      await route.fulfill({ status: 404, body: 'Not found' });
    } else {
      await route.continue();
    }
  });
  const email = freshEmail('deploy-reload');
  await registerThroughUi(page, email, PASSWORD);
  await signInThroughUi(page, email, PASSWORD);
  await expectTiles(page, 0, 0, 0);
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Progress' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  expect(refused).toBe(1);
  expect(loads).toBe(1);
});

test('a chunk that fails again right after the reload is not reloaded a second time', async ({ page }) => {
  await page.route(PROGRESS_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  const email = freshEmail('deploy-reload-twice');
  await registerThroughUi(page, email, PASSWORD);
  await signInThroughUi(page, email, PASSWORD);
  await expectTiles(page, 0, 0, 0);

  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Progress' }).click();
  // One reload, then the app's own error instead of a loop.
  await expect.poll(() => loads).toBe(1);
  await page.waitForTimeout(2_000);
  expect(loads).toBe(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toHaveCount(0);
});
