import { expect, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { signInAsAdmin } from './support/admin-account.ts';
import { expectNoViolations } from './support/axe.ts';

// Automated accessibility checks (axe, WCAG 2.1 A and AA) of the main screens at phone width.
// Every screen in both themes: the light one and the dark one the phone's system setting picks.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('auth, tracker, log, profile and 404 screens have no axe violations', async ({ page, baseURL }) => {
      await page.goto('/auth');
      await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expectNoViolations(page, '/auth');
      await page.getByRole('tab', { name: 'Create Account' }).click();
      await expectNoViolations(page, '/auth (Create Account)');

      const email = freshEmail('a11y');
      await registerThroughUi(page, email, 'a11y-pass-1');
      await signInThroughUi(page, email, 'a11y-pass-1');
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.getByText('No sessions have been logged yet.', { exact: true })).toBeVisible();
      await expectNoViolations(page, '/');
      await page.getByRole('tab', { name: 'Measurements' }).click();
      await expectNoViolations(page, '/ (Measurements)');

      await page.goto('/log');
      await expect(page.getByRole('heading', { name: 'Log Session' })).toBeVisible();
      await expectNoViolations(page, '/log');

      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
      await expectNoViolations(page, '/profile');

      await page.goto('/log?edit=abc');
      await expect(page.getByText('Session not found', { exact: true })).toBeVisible();
      await expectNoViolations(page, '/log (Session not found)');

      // Each screen is checked once it shows, not the loading spinner the page paints first.
      await page.goto('/email-verified');
      await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
      await expectNoViolations(page, '/email-verified');
      await page.goto('/email-verified?status=invalid');
      await expect(page.getByRole('heading', { name: 'Verification Link Invalid' })).toBeVisible();
      await expectNoViolations(page, '/email-verified (invalid)');
      await page.goto('/reset-password?token=nope');
      await expect(page.getByText('Invalid Reset Link')).toBeVisible();
      await expectNoViolations(page, '/reset-password (invalid)');

      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await expectNoViolations(page, '404');
    });

    test('a tracker with entries, the edit form, the delete dialog and a success toast have no axe violations', async ({
      page,
      baseURL,
    }) => {
      const email = freshEmail('a11y-entries');
      await registerThroughUi(page, email, 'a11y-pass-1');
      await signInThroughUi(page, email, 'a11y-pass-1');
      await expect(page).toHaveURL(`${baseURL}/`);
      for (const data of [
        { device: 'Adjustable Penis Weight Hanging System', duration: 20, weight: 2.5, notes: 'evening' },
        { device: 'Measurement Update', duration: 0, length: 5.5, girth: 4.75, measurementUnit: 'inches' },
      ]) {
        expect((await page.request.post('/api/sessions', { data })).status()).toBe(201);
      }
      await page.goto('/');
      await expect(page.getByRole('button', { name: /^Delete/ }).first()).toBeVisible();
      await expectNoViolations(page, '/ (with entries)');
      await page.getByRole('tab', { name: 'Measurements' }).click();
      await expect(page.getByText(/5\.5/).first()).toBeVisible();
      await expectNoViolations(page, '/ (Measurements, with entries)');
      await page.getByRole('tab', { name: 'Device' }).click();
      await page
        .getByRole('button', { name: /^Delete/ })
        .first()
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoViolations(page, '/ (Delete Session dialog)');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: /^Edit/ }).first().click();
      await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
      await expectNoViolations(page, '/log?edit');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Session updated successfully!', { exact: true })).toBeVisible();
      await expectNoViolations(page, '/ (success toast)');
    });

    test('the admin login, dashboard and email test screens have no axe violations', async ({
      page,
      baseURL,
    }) => {
      await signInAsAdmin(page, baseURL ?? '');
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
      await expectNoViolations(page, '/admin');
      await page.getByLabel('Admin Password').fill('e2e-admin-password');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(page.getByRole('button', { name: 'Export User List' })).toBeVisible();
      await expectNoViolations(page, '/admin/dashboard');
      await page.goto('/email-test');
      await expect(page.getByRole('button', { name: 'Send Test Email' })).toBeVisible();
      await expectNoViolations(page, '/email-test');
    });
  });
}
