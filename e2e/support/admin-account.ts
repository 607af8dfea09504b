import { expect, type Page } from '@playwright/test';
import { signInThroughUi } from './accounts.ts';
import { linkIn, readMail } from './mail.ts';
import { acceptPrivacy, acceptPrivacyForAccount } from './privacy.ts';

/** ADMIN_EMAILS in e2e/support/serve.ts: this address is an admin once verified. */
export const ADMIN_EMAIL = 'admin@example.com';
/** The account password every spec uses for it, so specs can share the account in any order. */
export const ADMIN_ACCOUNT_PASSWORD = 'admin-account-pass-1';

/**
 * Signs admin@example.com in through the Login tab: registers it first if no spec has yet, and verifies
 * it by the emailed link if it is not verified yet (ADMIN_EMAILS counts only a verified email).
 */
export async function signInAsAdmin(page: Page, baseURL: string): Promise<void> {
  const probe = await page.request.post('/api/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_ACCOUNT_PASSWORD },
  });
  if (probe.ok()) {
    // Accepting again changes nothing: the admin's screens are never covered by the privacy notice.
    await acceptPrivacy(page.request);
    await page.request.post('/api/logout');
  } else {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Create Account' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Email').fill(ADMIN_EMAIL);
    await panel.getByLabel('Password', { exact: true }).fill(ADMIN_ACCOUNT_PASSWORD);
    await panel.getByLabel('Confirm Password').fill(ADMIN_ACCOUNT_PASSWORD);
    await panel.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created', { exact: true })).toBeVisible();
    await acceptPrivacyForAccount(page.request, ADMIN_EMAIL, ADMIN_ACCOUNT_PASSWORD);
  }
  await signInThroughUi(page, ADMIN_EMAIL, ADMIN_ACCOUNT_PASSWORD);
  await expect(page).toHaveURL(`${baseURL}/`);

  const user = (await (await page.request.get('/api/user')).json()) as { emailVerified: boolean };
  if (!user.emailVerified) {
    expect((await page.request.post('/api/resend-verification')).ok()).toBe(true);
    const mail = await readMail(ADMIN_EMAIL, 'Verify your email address');
    await page.goto(linkIn(mail, `${baseURL}/verify-email?token=`));
    await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
    await page.goto('/');
  }
  await expect(page.getByRole('button', { name: 'Admin', exact: true })).toBeVisible();
}
