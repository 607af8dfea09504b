import { expect, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { readMail } from './support/mail.ts';

// docs/decisions/043: the styles come in the page itself; no screen fetches the stylesheet again (the sign-in
// page's chunk used to, and waited for it before it rendered).
test('the sign-in page and the profile ask for no stylesheet', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || /\.css(\?|$)/.test(request.url()))
      stylesheets.push(request.url());
  });
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Create Account' })).toBeVisible();
  const email = freshEmail('no-stylesheet');
  await registerThroughUi(page, email, 'no-stylesheet-1');
  await signInThroughUi(page, email, 'no-stylesheet-1');
  await expect(page.getByRole('tab', { name: 'Device' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Recent Sessions' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(stylesheets).toEqual([]);
});

test('the strength meter shows every label and colour as the password grows', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  const password = page.getByRole('tabpanel').getByLabel('Password', { exact: true });
  const bar = page.getByTestId('strength-bar');
  const steps: [string, string, string][] = [
    ['', 'Enter a password', 'red'],
    ['abcdefgh', 'Very weak', 'red'],
    ['abcdefghijkl', 'Weak', 'red'],
    ['Abcdefghijkl', 'Medium', 'yellow'],
    ['Abcdefghijk1', 'Strong', 'green'],
    ['Abcdefghij1!', 'Very strong', 'green'],
  ];
  for (const [value, label, colour] of steps) {
    await password.fill(value);
    await expect(page.getByText(`Password strength: ${label}`, { exact: true })).toBeVisible();
    await expect(bar).toHaveAttribute('data-colour', colour);
  }
});

test('field errors appear under the fields with the spec texts', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email').fill('not-an-email');
  await panel.getByLabel('Password', { exact: true }).fill('123');
  await panel.getByLabel('Confirm Password').fill('456');
  await panel.getByRole('button', { name: 'Create Account' }).click();
  await expect(panel.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await expect(panel.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();
  await expect(panel.getByText('Passwords do not match', { exact: true })).toBeVisible();
  await expect(panel.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('a taken email gets the same answer as a new one, and its owner an email', async ({ page }) => {
  const email = freshEmail('dup');
  await registerThroughUi(page, email, 'secret12');
  await registerThroughUi(page, email, 'other-pass-1', { acceptPrivacy: false });
  await expect(page.getByText('Registration failed', { exact: true })).toHaveCount(0);
  const mail = await readMail(email, 'You already have an account');
  expect(mail.text).toContain('Someone tried to create an account with this email address');
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(
    page.getByText('Did you forget to add the page to the router?', { exact: true }),
  ).toBeVisible();
});

const LOCKED = 'Too many failed sign-in attempts. Your account is locked; try again in 15 minutes.';

test('five wrong passwords lock the account, and then even the right one is refused', async ({ page }) => {
  const email = freshEmail('lock');
  await registerThroughUi(page, email, 'right-pass-1');
  for (let attempt = 1; attempt <= 4; attempt++) {
    await signInThroughUi(page, email, `wrong-pass-${attempt}`);
    await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
  }
  await signInThroughUi(page, email, 'wrong-pass-5');
  await expect(page.getByText(LOCKED, { exact: true })).toBeVisible();
  await signInThroughUi(page, email, 'right-pass-1');
  await expect(page.getByText(LOCKED, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('the auth page shows the side panel beside the forms', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByText('Record measurements', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});
