import { expect, test } from '@playwright/test';
import { freshEmail } from './support/accounts.ts';
import { acceptPrivacy } from './support/privacy.ts';

test.use({ viewport: { width: 375, height: 667 } });

for (const scheme of ['light', 'dark'] as const) {
  test(`shots ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const email = freshEmail('shots');
    const password = 'shots-pass-1';
    await page.request.post('/api/register', { data: { email, password, username: 'sam', name: 'Sam' } });
    await page.request.post('/api/login', { data: { email, password } });
    await acceptPrivacy(page.request);
    for (let i = 0; i < 3; i++)
      await page.request.post('/api/sessions', {
        data: {
          device: 'Adjustable Penis Weight Hanging System',
          duration: 20 + i,
          weight: 2.5,
          notes: 'steady, felt good',
        },
      });
    for (const path of ['/', '/history', '/progress', '/photos', '/profile', '/timer', '/goals']) {
      await page.goto(path);
      await page.waitForTimeout(1500);
      await page.screenshot({
        path: `/tmp/shots/${scheme}${path === '/' ? '-home' : path.replace('/', '-')}.png`,
      });
    }
    expect(true).toBe(true);
  });
}
