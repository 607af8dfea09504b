import { expect, test } from '@playwright/test';

// Issue 9: the API reference page, generated from the endpoint contracts, loads under its CSP.
test('the API reference lists the endpoints with no CSP violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: /Progress Tracker API/ })).toBeVisible();
  await expect(page.getByText('/api/user/customer-hash', { exact: true })).toBeVisible();
  expect(violations).toEqual([]);
});
