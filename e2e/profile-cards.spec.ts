import { expect, type Page, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { expectNoViolationsInBothThemes } from './support/axe.ts';
import { readMail } from './support/mail.ts';
import { expectTouchTargets } from './support/touch-targets.ts';
import { expectNoHorizontalOverflow } from './support/tracker.ts';

// The profile as cards (docs/decisions/051), at phone size: Account (the display name can be edited, the
// password changed), Preferences saved as they change, Recent Sessions, Your data, Privacy.
const VIEWPORT = { width: 375, height: 667 };
test.use({ viewport: VIEWPORT });

const FIRST_PASSWORD = 'first-pass-1';
const NEW_PASSWORD = 'Second-pass-22';

async function signUp(page: Page, prefix: string) {
  const email = freshEmail(prefix);
  await registerThroughUi(page, email, FIRST_PASSWORD);
  await signInThroughUi(page, email, FIRST_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Recent Sessions' })).toBeVisible();
  return email;
}

/** Axe and touch targets in the light and the dark theme, as the profile is now. */
async function checkScreen(page: Page, name: string) {
  await expectNoHorizontalOverflow(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectTouchTargets(page, `${name} (${colorScheme})`, 'main');
  }
  await expectNoViolationsInBothThemes(page, name);
}

test('the cards in order; the name, the unit and the theme are kept after a reload', async ({ page }) => {
  const email = await signUp(page, 'cards');
  const logged = await page.request.post('/api/sessions', {
    data: { device: 'Anti-turtle Sleeves', duration: 25, notes: 'evening' },
  });
  expect(logged.status()).toBe(201);
  await page.goto('/profile');
  await expect(page.getByRole('cell', { name: '25 minutes' })).toBeVisible();
  await expect(page.locator('main h2')).toHaveText([
    'Account',
    'Preferences',
    'Recent Sessions',
    'Your data',
    'Privacy',
  ]);
  // The stray Photos button is gone; 'Save Changes' still only goes home.
  await expect(page.getByRole('button', { name: 'Photos', exact: true })).toHaveCount(0);
  await checkScreen(page, '/profile');

  // Account: the generated name, then one the customer chose.
  const account = page.getByRole('region', { name: 'Account' });
  const generated = `${email.split('@')[0]?.slice(0, 10)}_`;
  await expect(account.getByText(generated)).toHaveCount(2); // username and name
  await account.getByRole('button', { name: 'Edit name' }).click();
  const nameField = account.getByLabel('Display name');
  await expect(nameField).toBeFocused();
  await checkScreen(page, '/profile (editing the name)');
  await nameField.fill('<b>Sam</b>');
  await account.getByRole('button', { name: 'Save name' }).click();
  await expect(account.getByText("Use letters, numbers, spaces and . _ - ' only")).toBeVisible();
  await nameField.fill('  Sam   Custom ');
  await account.getByRole('button', { name: 'Save name' }).click();
  await expect(account.getByText('Saved', { exact: true })).toBeVisible();
  await expect(account.getByText('Sam Custom', { exact: true })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Edit name' })).toBeFocused();

  // Preferences: each saved as it changes, with a small "Saved", no Save button.
  const preferences = page.getByRole('region', { name: 'Preferences' });
  await expect(preferences.getByRole('button', { name: /save/i })).toHaveCount(0);
  const unit = preferences.getByLabel('Measurement unit');
  await expect(unit).toHaveValue('inches');
  await unit.selectOption('centimeters');
  await expect(preferences.getByText('Saved', { exact: true })).toBeVisible();
  await preferences.getByLabel('Theme').selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // Discreet mode lives here only, not also in the Privacy card.
  await expect(preferences.getByRole('checkbox', { name: 'Discreet mode' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Discreet mode' })).toHaveCount(1);

  // A destructive action is outlined, never solid.
  const deleteAccount = page
    .getByRole('region', { name: 'Your data' })
    .getByRole('button', { name: 'Delete my account' });
  await expect(deleteAccount).toHaveCSS('border-top-style', 'solid');
  await expect(deleteAccount).not.toHaveCSS('background-color', 'rgb(220, 38, 38)');

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Account' }).getByText('Sam Custom', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preferences' }).getByLabel('Measurement unit')).toHaveValue(
    'centimeters',
  );
  await expect(page.getByRole('region', { name: 'Preferences' }).getByLabel('Theme')).toHaveValue('dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // The home's measurement form now starts in centimeters.
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('tab', { name: 'Measurements' }).click();
  await expect(page.getByRole('tabpanel').getByLabel('Unit')).toHaveValue('centimeters');

  // A row of Recent Sessions opens its entry.
  await page.goto('/profile');
  await page.getByRole('link', { name: /^Open: Anti-turtle Sleeves, / }).click();
  await expect(page).toHaveURL(/\/entry\?id=\d+$/);
});

test('changing the password signs out the other browser, keeps this one, and the new one signs in', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await signUp(page, 'password');
  // A second browser, signed in before the change.
  const otherContext = await browser.newContext({ viewport: VIEWPORT });
  const other = await otherContext.newPage();
  try {
    await signInThroughUi(other, email, FIRST_PASSWORD);
    await expect(other).toHaveURL(`${baseURL}/`);

    await page.goto('/profile');
    const account = page.getByRole('region', { name: 'Account' });
    await account.getByRole('button', { name: 'Change password' }).click();
    await expect(account.getByLabel('Current password')).toBeFocused();
    await checkScreen(page, '/profile (changing the password)');

    // The new password twice, the same; then a wrong current password is said so, on its field.
    await account.getByLabel('Current password').fill('not-my-password');
    await account.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await account.getByLabel('Confirm new password').fill('Second-pass-23');
    await account.getByRole('button', { name: 'Change password' }).click();
    await expect(account.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await account.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await account.getByRole('button', { name: 'Change password' }).click();
    await expect(account.getByText('Your current password is not correct', { exact: true })).toBeVisible();
    await expect(account.getByLabel('Current password')).toBeFocused();

    await account.getByLabel('Current password').fill(FIRST_PASSWORD);
    await account.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
    await expect(page.getByText('Your other devices were signed out.', { exact: true })).toBeVisible();
    await expect(account.getByRole('button', { name: 'Change password' })).toBeFocused();
    expect((await readMail(email, 'Your password was updated')).text).toContain(
      'every other device signed in to it was signed out',
    );

    // This browser is still signed in.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Account' }).getByText(email)).toBeVisible();

    // The other one is signed out on its next navigation, and signs in with the new password only.
    await other.goto('/profile');
    await expect(other).toHaveURL(/\/auth$/);
    await signInThroughUi(other, email, FIRST_PASSWORD);
    await expect(other.getByText('Invalid email or password', { exact: true })).toBeVisible();
    await signInThroughUi(other, email, NEW_PASSWORD);
    await expect(other).toHaveURL(`${baseURL}/`);
  } finally {
    await otherContext.close();
  }
});
