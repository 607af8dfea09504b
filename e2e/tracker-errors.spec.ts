import { expect, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';

test.beforeEach(async ({ page, baseURL }) => {
  const email = freshEmail('tracker-errors');
  await registerThroughUi(page, email, 'tracker-pass-1');
  await signInThroughUi(page, email, 'tracker-pass-1');
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('a file that is not an image is refused by the server with the upload toast', async ({ page }) => {
  await page.goto('/log');
  await page.getByLabel('Device').selectOption('Anti-turtle Sleeves');
  await page.getByLabel('Image').setInputFiles({
    name: 'not-really.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('this is text, not a picture'),
  });
  await page.getByRole('button', { name: 'Log Session', exact: true }).click();
  await expect(page.getByText('Failed to upload image', { exact: true })).toBeVisible();
  await expect(
    page.getByText('The file is not a supported image. Supported formats: JPG, PNG, GIF.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/log$/);
  await expect(page.getByRole('button', { name: 'Log Session', exact: true })).toBeEnabled();
});

test('the form explains a missing device and duration', async ({ page }) => {
  await page.goto('/log');
  const device = page.getByLabel('Device');
  await device.focus();
  await page.getByLabel('Duration (minutes)').fill('0');
  await page.getByLabel('Notes').focus();
  await expect(page.getByText('Please select a device', { exact: true })).toBeVisible();
  await expect(page.getByText('Duration must be greater than 0', { exact: true })).toBeVisible();
  await expect(device).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Log Session', exact: true })).toBeDisabled();
});

test('a failed load offers Try Again; a 401 asks to sign in', async ({ page }) => {
  await page.route('**/api/sessions?*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"message":"Database unavailable"}',
    }),
  );
  await page.reload();
  await expect(page.getByText('Unable to Load Data', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();

  await page.unroute('**/api/sessions?*');
  await page.route('**/api/sessions?*', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Not authenticated"}' }),
  );
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('Sign In Required', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in with Email' })).toHaveAttribute('href', '/auth');
});

// Spec sections 7 and 9: the tracker's session list is retried once, other reads are not retried.
test('a failing read is asked for as the spec says: the list twice, the stats and the hash once', async ({
  page,
}) => {
  // The home has loaded its reads before any is made to fail.
  await expect(page.getByRole('tab', { name: 'Device' })).toBeVisible();
  const asked = { list: 0, stats: 0, hash: 0 };
  const fail = (route: import('@playwright/test').Route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"code":"INTERNAL","message":"x"}',
    });
  await page.route(/\/api\/sessions\?(.*&)?kind=all/, (route) => {
    asked.list += 1;
    return fail(route);
  });
  await page.reload();
  await expect(page.getByText('Unable to Load Data', { exact: true })).toBeVisible();
  // Any retry would come within TanStack Query's first back-off (1 s): wait past it.
  await page.waitForTimeout(2500);
  expect(asked.list).toBe(2);
  await page.unroute(/\/api\/sessions\?(.*&)?kind=all/);

  await page.route(/\/api\/sessions\/stats/, (route) => {
    asked.stats += 1;
    return fail(route);
  });
  await page.reload();
  await expect(page.getByText('Unable to Load Data', { exact: true })).toBeVisible();
  await page.waitForTimeout(2500);
  expect(asked.stats).toBe(1);
  await page.unroute(/\/api\/sessions\/stats/);

  // The signed-in customer's hash: kept only in memory, so a reload asks for it again.
  await page.route(/\/api\/user\/customer-hash/, (route) => {
    asked.hash += 1;
    return fail(route);
  });
  await page.reload();
  await expect(page.getByText('Unable to Load Data', { exact: true })).toBeVisible();
  await page.waitForTimeout(2500);
  expect(asked.hash).toBe(1);
});
