import { expect, type Page, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { expectNoViolationsInBothThemes } from './support/axe.ts';
import { linkIn, mailsTo, readMail } from './support/mail.ts';
import { expectTouchTargets } from './support/touch-targets.ts';

// After Create Account, "Check your inbox" on the Login tab; signed in unverified, a quiet reminder on the
// tracker screens until the emailed link is opened (docs/decisions/047). At phone width (375 px).
const SUBJECT = 'Verify your email address';

/** Screenshots of a state at 375 px in both themes, kept with the test's output for a person to look at. */
async function screenshotBothThemes(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: test.info().outputPath(`${name}-${colorScheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('after Create Account: check your inbox, resend once, and correct a wrong address', async ({
  page,
  baseURL,
}) => {
  const wrong = freshEmail('wrnog');
  await registerThroughUi(page, wrong, 'inbox-pass-1', { acceptPrivacy: false });
  await expect(
    page.getByText('Your account has been created successfully. A verification email has been sent.', {
      exact: true,
    }),
  ).toBeVisible();

  const inbox = page.getByRole('region', { name: 'Check your inbox' });
  await expect(inbox).toContainText(`We sent a verification link to ${wrong}.`);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeFocused();
  // Above the login form, which has the address too.
  const tab = page.getByRole('tabpanel');
  await expect(tab.getByLabel('Email')).toHaveValue(wrong);
  await expect(tab.getByRole('button', { name: 'Sign In' })).toBeVisible();

  await expectNoViolationsInBothThemes(page, 'Check your inbox');
  await expectTouchTargets(page, 'Check your inbox', 'section[aria-labelledby="check-inbox-title"]');
  await screenshotBothThemes(page, 'check-your-inbox');

  const first = await readMail(wrong, SUBJECT);
  await inbox.getByRole('button', { name: 'Resend email' }).click();
  await expect(page.getByText('Verification Email Sent', { exact: true })).toBeVisible();
  await expect(page.getByText(`A new link is on its way to ${wrong}.`, { exact: true })).toBeVisible();
  await expect.poll(() => mailsTo(wrong, SUBJECT).length).toBe(2);
  const second = await readMail(wrong, SUBJECT);
  const prefix = `${baseURL}/verify-email?token=`;
  expect(linkIn(second, prefix)).not.toBe(linkIn(first, prefix));

  await inbox.getByRole('button', { name: 'Wrong address?' }).click();
  await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
  const email = tab.getByLabel('Email');
  await expect(email).toHaveValue(wrong);
  await expect(email).toBeFocused();
  await expect(inbox).toHaveCount(0);

  const right = wrong.replace('wrnog', 'wrong');
  await email.fill(right);
  await tab.getByLabel('Password', { exact: true }).fill('inbox-pass-1');
  await tab.getByLabel('Confirm Password').fill('inbox-pass-1');
  await tab.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await expect(inbox).toContainText(`We sent a verification link to ${right}.`);
  await readMail(right, SUBJECT);
});

test('signed in unverified, a quiet reminder with a resend, gone once the email is verified', async ({
  page,
  baseURL,
}) => {
  const email = freshEmail('banner');
  await registerThroughUi(page, email, 'banner-pass-1');
  await signInThroughUi(page, email, 'banner-pass-1');
  await expect(page).toHaveURL(`${baseURL}/`);

  const reminder = page.getByRole('region', { name: 'Email verification' });
  await expect(reminder).toContainText(`Please verify your email: open the link we sent to ${email}.`);
  await expect(reminder.getByRole('button', { name: 'Resend email' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoViolationsInBothThemes(page, 'the verification reminder');
  await expectTouchTargets(page, 'the verification reminder', 'section[aria-label="Email verification"]');
  await screenshotBothThemes(page, 'verification-reminder');

  await reminder.getByRole('button', { name: 'Resend email' }).click();
  await expect(page.getByText('Verification Email Sent', { exact: true })).toBeVisible();
  await expect.poll(() => mailsTo(email, SUBJECT).length).toBe(2);

  // On the other tracker screens too.
  await page.goto('/history');
  await expect(reminder).toBeVisible();

  await page.goto(linkIn(await readMail(email, SUBJECT), `${baseURL}/verify-email?token=`));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('button', { name: 'New Session' })).toBeVisible();
  await expect(reminder).toHaveCount(0);
  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(reminder).toHaveCount(0);
});
