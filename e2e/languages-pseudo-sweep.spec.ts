import { expect, test } from '@playwright/test';
import { pseudoText } from '../src/client/locales/pseudo-locale.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { clippedText, servePseudoLocaleAsGerman } from './support/pseudo-locale.ts';

// The translated screens in the pseudo-locale (accented, 40 % longer; docs/decisions/067) at 375 px: no
// horizontal overflow, no button or tab whose text is cut. A screen joins the sweep once it is translated.
test.use({ locale: 'de-DE', viewport: { width: 375, height: 667 } });

test('the navigation, the Log and More menus and Preferences fit 375 px in the pseudo-locale', async ({
  page,
}) => {
  await servePseudoLocaleAsGerman(page);
  await signUpThroughApi(page, 'pseudo');

  await page.goto('/profile');
  await expect(page.getByText(/^Préféréñçéš/)).toBeVisible();
  expect(await clippedText(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('profile-pseudo.png'), fullPage: true });

  for (const menu of ['Log', 'More']) {
    await page.getByRole('button', { name: pseudoText(menu), exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await clippedText(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`menu-${menu}.png`) });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});
