import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { signInAsAdmin } from './support/admin-account.ts';

// Automated accessibility checks (axe, WCAG 2.1 A and AA) of the main screens at phone width.
async function expectNoViolations(page: Page, name: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(results.passes.length, `axe checked ${name}`).toBeGreaterThan(10);
  expect(summary, `${name} has accessibility violations`).toEqual([]);
}

test('auth, tracker, log, profile and 404 screens have no axe violations', async ({ page, baseURL }) => {
  await page.goto('/auth');
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

  await page.goto('/no/such/page');
  await expectNoViolations(page, '404');
});

test('the admin login, dashboard and email test screens have no axe violations', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL ?? '');
  await page.goto('/admin');
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
