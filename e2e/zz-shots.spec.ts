import { expect, type Page, test } from '@playwright/test';
import { freshEmail } from './support/accounts.ts';
import { acceptPrivacy } from './support/privacy.ts';

test.use({ viewport: { width: 375, height: 667 } });

async function signUp(page: Page) {
  const email = freshEmail('shots');
  const password = 'shots-pass-1';
  await page.request.post('/api/register', {
    data: { email, password, username: email.split('@')[0], name: 'S' },
  });
  await page.request.post('/api/login', { data: { email, password } });
  await acceptPrivacy(page.request);
  for (let i = 0; i < 3; i++)
    await page.request.post('/api/sessions', { data: { device: 'Pills', duration: 10 + i, notes: 'n' } });
}

test('shots', async ({ page }) => {
  await signUp(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/home-${scheme}.png` });
    await page.getByRole('button', { name: 'Log', exact: true }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/log-${scheme}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/more-${scheme}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'History' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/history-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/timer');
  await page.getByRole('button', { name: 'Start timer' }).click();
  await page.waitForTimeout(500);
  await page.getByRole('link', { name: 'Home' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/chip.png` });
  await page.goto('/log');
  await page.getByLabel('Device').selectOption('Pills');
  await page.getByRole('button', { name: 'Log Session' }).click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/shots/toast.png` });
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto('/profile');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/profile-wide.png` });
});
