import { expect, type Page, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { signInAsAdmin } from './support/admin-account.ts';
import { expectTouchTargets } from './support/touch-targets.ts';
import { shownToast } from './support/tracker.ts';

// Issue 10, "What tried-as-a-user found": touch targets, toasts, hints, focus, bad links, at 375 px.
const DEVICE = 'Adjustable Penis Weight Hanging System';

async function signedInCustomer(page: Page, baseURL: string, prefix: string) {
  const email = freshEmail(prefix);
  await registerThroughUi(page, email, 'ux-pass-1');
  await signInThroughUi(page, email, 'ux-pass-1');
  await expect(page).toHaveURL(`${baseURL}/`);
  return email;
}

async function logThroughApi(page: Page, count: number) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const reply = await page.request.post('/api/sessions', {
      data: { device: DEVICE, duration: 20 + i, weight: 2.5, notes: `session ${i}` },
    });
    expect(reply.status()).toBe(201);
    ids.push(((await reply.json()) as { id: number }).id);
  }
  return ids;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('every interactive element on the customer screens is at least 44 x 44 px', async ({
  page,
  baseURL,
}) => {
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectTouchTargets(page, '/auth (Login)');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expectTouchTargets(page, '/auth (Forgot password)');
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await expectTouchTargets(page, '/auth (Create Account)');

  await signedInCustomer(page, baseURL ?? '', 'touch');
  const [id] = await logThroughApi(page, 6);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Delete/ }).first()).toBeVisible();
  await expectTouchTargets(page, '/ (Device)');
  await page.getByRole('tab', { name: 'Measurements' }).click();
  await expectTouchTargets(page, '/ (Measurements)');
  await page.goto('/log');
  await expect(page.getByRole('heading', { name: 'Log Session' })).toBeVisible();
  await expectTouchTargets(page, '/log');
  await page.goto(`/log?edit=${id}`);
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await expectTouchTargets(page, '/log?edit');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.getByText('session 5')).toBeVisible();
  await expectTouchTargets(page, '/profile');
  await page.goto('/email-verified');
  await expectTouchTargets(page, '/email-verified');
  await page.goto('/reset-password?token=nope');
  await expect(page.getByText('Invalid Reset Link')).toBeVisible();
  await expectTouchTargets(page, '/reset-password (invalid)');
  await page.goto('/no/such/page');
  await expectTouchTargets(page, '404');
});

test('every interactive element on the admin screens is at least 44 x 44 px', async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL ?? '');
  await page.goto('/admin');
  await expect(page.getByLabel('Admin Password')).toBeVisible();
  await expectTouchTargets(page, '/admin');
  await page.getByLabel('Admin Password').fill('e2e-admin-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Export User List' })).toBeVisible();
  await expectTouchTargets(page, '/admin/dashboard');
  await page.goto('/email-test');
  await expect(page.getByRole('button', { name: 'Send Test Email' })).toBeVisible();
  await expectTouchTargets(page, '/email-test');
});

test('the save toast does not cover the next tap, and a stale toast does not follow to the next screen', async ({
  page,
  baseURL,
}) => {
  // A failed sign-in's error toast must not stay on the dashboard after the next sign-in succeeds.
  const email = freshEmail('toast');
  await registerThroughUi(page, email, 'ux-pass-1');
  await signInThroughUi(page, email, 'wrong-password');
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await signInThroughUi(page, email, 'ux-pass-1');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByText('Login failed', { exact: true })).toBeHidden();

  await logThroughApi(page, 3);
  await page.goto('/log');
  await page.getByLabel('Device').selectOption(DEVICE);
  await page.getByRole('button', { name: 'Log Session' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  const toast = shownToast(page, 'Session logged successfully!');
  await expect(toast).toBeVisible();
  const toastBox = await toast.boundingBox();
  expect(toastBox).not.toBeNull();
  const targets = [
    page.getByRole('button', { name: 'New Session' }),
    ...(await page.getByRole('button', { name: /^(Edit|Delete)/ }).all()),
  ];
  for (const target of targets) {
    const box = await target.boundingBox();
    if (box && toastBox) expect(overlaps(box, toastBox), 'the toast covers a button').toBe(false);
  }
  // The next tap lands at once, well inside the toast's 5 seconds.
  await page.getByRole('button', { name: 'New Session' }).click({ timeout: 1500 });
  await expect(page).toHaveURL(`${baseURL}/log`);
  // Navigation closed nothing it had just shown; going on closes the now stale toast.
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page.getByText('Session logged successfully!', { exact: true })).toBeHidden();
});

test('a success toast does not stay beside a new validation error', async ({ page, baseURL }) => {
  await signedInCustomer(page, baseURL ?? '', 'toast-form');
  await page.getByRole('tab', { name: 'Measurements' }).click();
  await page.getByLabel(/^Length/).fill('5.5');
  await page.getByRole('button', { name: 'Save Measurements' }).click();
  await expect(page.getByText('Measurements saved successfully!', { exact: true })).toBeVisible();
  await page.getByLabel(/^Length/).fill('500');
  await page.getByRole('button', { name: 'Save Measurements' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByText('Measurements saved successfully!', { exact: true })).toBeHidden();
});

test('a disabled submit says why', async ({ page, baseURL }) => {
  await signedInCustomer(page, baseURL ?? '', 'hint');
  await page.goto('/log');
  const submit = page.getByRole('button', { name: 'Log Session' });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription('Choose a device to log a session.');
  await page.getByLabel('Device').selectOption(DEVICE);
  await expect(submit).toBeEnabled();
  await expect(page.getByText('Choose a device to log a session.')).toBeHidden();

  await page.goto('/');
  await page.getByRole('tab', { name: 'Measurements' }).click();
  const save = page.getByRole('button', { name: 'Save Measurements' });
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription('Enter a length or girth to save.');
});

test('the log form waits for the customer, so a device chosen early is not reset when its data arrives', async ({
  page,
  baseURL,
}) => {
  await signedInCustomer(page, baseURL ?? '', 'early');
  await logThroughApi(page, 1);
  // The customer hash answers late (a slow phone network); the form's defaults depend on it.
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/user/customer-hash', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/log');
  await expect(page.getByText('Loading your data...')).toBeVisible();
  await expect(page.getByLabel('Device')).toHaveCount(0);
  release();
  // Once shown, the form starts from the last device and keeps what is chosen.
  await expect(page.getByLabel('Device')).toHaveValue(DEVICE);
  await page.getByLabel('Device').selectOption('Anti-turtle Sleeves');
  await page.getByLabel('Duration (minutes)').fill('33');
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('Device')).toHaveValue('Anti-turtle Sleeves');
  await expect(page.getByLabel('Duration (minutes)')).toHaveValue('33');
});

test('after deleting, focus goes back to the list, not lost to the page', async ({ page, baseURL }) => {
  await signedInCustomer(page, baseURL ?? '', 'focus');
  await logThroughApi(page, 2);
  await page.goto('/');
  await page
    .getByRole('button', { name: /^Delete/ })
    .first()
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Session' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(1);
  const focused = await page.evaluate(() => {
    const active = document.activeElement;
    return { body: active === document.body, inList: !!active?.closest('section')?.querySelector('li') };
  });
  expect(focused).toEqual({ body: false, inList: true });

  // Cancel returns focus to the Delete button that opened the dialog.
  const opener = page.getByRole('button', { name: /^Delete/ }).first();
  await opener.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(opener).toBeFocused();
});

test('a verify link without a token and a bad edit id show an error with a way on', async ({
  page,
  baseURL,
}) => {
  await page.goto('/verify-email');
  await expect(page.getByRole('heading', { name: 'Verification Link Invalid' })).toBeVisible();

  await signedInCustomer(page, baseURL ?? '', 'bad-id');
  for (const path of ['/log?edit=abc', '/log?edit=999999']) {
    await page.goto(path);
    await expect(page.getByText('Session not found', { exact: true })).toBeVisible();
    await expect(page.getByText(/expected number/)).toHaveCount(0);
  }
  await page.getByRole('alert').getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('on a phone in dark mode the page is dark before the app has run, and stays so after', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // The app's code never arrives: what index.html paints on its own.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/auth');
  await expect(page.locator('#root').getByRole('status')).toBeAttached();
  const beforeApp = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  // Tailwind's colours are oklch(): slate-950's lightness is 0.129, slate-50's 0.984.
  expect(Number(/^oklch\(([\d.]+)/.exec(beforeApp)?.[1])).toBeLessThan(0.2);
  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Progress Tracker' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const afterApp = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(afterApp).toBe(beforeApp);
});

test('the theme follows the system and a choice on the profile is kept on the device', async ({
  page,
  baseURL,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signedInCustomer(page, baseURL ?? '', 'theme');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.goto('/profile');
  await page.getByLabel('Theme').selectOption('light');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.getByLabel('Theme')).toHaveValue('light');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByLabel('Theme').selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(248, 250, 252)'); // not slate-50
  // The browser's bar above the page is dark too, though the system is light.
  const barColors = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.content),
    );
  expect(await barColors()).toEqual(['#020617', '#020617']);
  await page.getByLabel('Theme').selectOption('light');
  expect(await barColors()).toEqual(['#f8fafc', '#f8fafc']);
});
