import { expect, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { linkIn, readMail } from './support/mail.ts';

// The whole journey of issue 2, at phone width: register, verify by email, sign out and in,
// forget the password, reset it through the emailed link and sign in with the new one.
test('a new user registers, verifies, signs out and in, and resets the password', async ({
  page,
  baseURL,
}) => {
  const email = freshEmail('journey');
  const local = email.split('@')[0] ?? '';

  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Log hanging sessions', { exact: true })).toBeVisible();
  await registerThroughUi(page, email, 'first-pass-1');
  await expect(
    page.getByText('Your account has been created successfully. A verification email has been sent.', {
      exact: true,
    }),
  ).toBeVisible();

  const verification = await readMail(email, 'Verify your email address');
  await page.goto(linkIn(verification, `${baseURL}/verify-email?token=`));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();

  // Not signed in yet: the guard sends the user to sign in.
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughUi(page, email, 'first-pass-1');
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.getByRole('button', { name: local, exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText('Not verified', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  const reset = await readMail(email, 'Reset your password');
  await page.goto(linkIn(reset, `${baseURL}/reset-password?token=`));
  await page.getByLabel('New Password', { exact: true }).fill('second-pass-2');
  await page.getByLabel('Confirm New Password').fill('second-pass-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset Complete', { exact: true })).toBeVisible();
  await expect(page.getByText('You can now login with your new password', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();

  await signInThroughUi(page, email, 'first-pass-1');
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
  await signInThroughUi(page, email, 'second-pass-2');
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('a used reset link shows Invalid Reset Link', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByText('Invalid Reset Link', { exact: true })).toBeVisible();
  await expect(page.getByText('Please request a new password reset link', { exact: true })).toBeVisible();
});

test('a reset page without a token goes to /auth', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/auth$/);
});
