import { expect, type Page } from '@playwright/test';
import { acceptPrivacy, acceptPrivacyForAccount } from './privacy.ts';

let counter = 0;
/** A fresh address for each test user. */
export const freshEmail = (prefix: string) => `${prefix}.${Date.now()}.${counter++}@example.com`;

/**
 * A new customer registered and signed in through the API (the page's browser context keeps the cookie),
 * who has accepted the privacy notice and photo storage unless told not to. The screens a test reads are
 * its own; the sign-up page is another test's.
 */
export async function signUpThroughApi(
  page: Page,
  prefix: string,
  {
    name = 'Tester',
    password = `${prefix}-pass-1`,
    acceptNotice = true,
  }: { name?: string; password?: string; acceptNotice?: boolean } = {},
) {
  const email = freshEmail(prefix);
  const registered = await page.request.post('/api/register', {
    data: { email, password, username: email.split('@')[0], name },
  });
  expect(registered.status()).toBe(201);
  expect((await page.request.post('/api/login', { data: { email, password } })).status()).toBe(200);
  if (acceptNotice) await acceptPrivacy(page.request);
  return { email, password };
}

/**
 * Registers through the Create Account tab and waits for the switch back to Login. Unless told not to,
 * the new customer then accepts the privacy notice and photo storage through the API (docs/decisions/022),
 * so the journey's screens are not covered by the notice.
 */
export async function registerThroughUi(
  page: Page,
  email: string,
  password: string,
  { acceptPrivacy = true }: { acceptPrivacy?: boolean } = {},
) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByLabel('Confirm Password').fill(password);
  await panel.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  if (acceptPrivacy) await acceptPrivacyForAccount(page.request, email, password);
}

/** Signs in through the Login tab. */
export async function signInThroughUi(page: Page, email: string, password: string) {
  if (!page.url().includes('/auth')) await page.goto('/auth');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
}
