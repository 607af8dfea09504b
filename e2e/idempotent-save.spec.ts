import { expect, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';

// Idempotency keys (docs/decisions/023): a save whose answer never arrived, pressed again, is the same
// action: the same Idempotency-Key goes again and the server keeps one entry.
test('a session saved but whose answer was lost, sent again, is stored once', async ({ page, baseURL }) => {
  const email = freshEmail('idempotent-save');
  await registerThroughUi(page, email, 'tracker-pass-1');
  await signInThroughUi(page, email, 'tracker-pass-1');
  await expect(page).toHaveURL(`${baseURL}/`);

  const keys: string[] = [];
  let answers = 0;
  await page.route('**/api/sessions**', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/sessions')
      return route.fallback();
    keys.push(request.headers()['idempotency-key'] ?? '');
    answers += 1;
    if (answers > 1) return route.fallback();
    // The server saves it; the connection drops before the answer reaches the browser.
    await route.fetch();
    return route.abort('connectionreset');
  });

  await page.goto('/log');
  await page.getByLabel('Device').selectOption('Anti-turtle Sleeves');
  await page.getByLabel('Duration (minutes)').fill('17');
  await page.getByLabel('Notes').fill('answer lost once');
  const save = page.getByRole('button', { name: 'Log Session', exact: true });
  await save.click();
  await expect(save).toBeEnabled();
  await expect(page).toHaveURL(/\/log$/);
  expect(keys).toHaveLength(1);

  await save.click();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);

  const list = await page.request.get('/api/sessions?limit=50');
  const entries = (await list.json()) as { notes: string }[];
  expect(entries.filter((entry) => entry.notes === 'answer lost once')).toHaveLength(1);
});
