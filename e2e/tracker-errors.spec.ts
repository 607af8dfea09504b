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
  /** How often the home asks for `read` in one page load when every answer to it is a 500. */
  const askedWhenFailing = async (read: RegExp) => {
    let asked = 0;
    await page.route(read, (route) => {
      asked += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL"}' });
    });
    await page.reload();
    await expect(page.getByText('Unable to Load Data', { exact: true })).toBeVisible();
    // A retry would come within TanStack Query's first back-off (1 s): wait past it.
    await page.waitForTimeout(2500);
    await page.unroute(read);
    return asked;
  };
  expect(await askedWhenFailing(/\/api\/sessions\?(.*&)?kind=all/)).toBe(2);
  expect(await askedWhenFailing(/\/api\/sessions\/stats/)).toBe(1);
  // The signed-in customer's hash is kept only in memory: each page load asks for it.
  expect(await askedWhenFailing(/\/api\/user\/customer-hash/)).toBe(1);
});
