import { expect, type Request, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';

// docs/decisions/043: a page load's Link header names the reads its first screen makes, so they travel
// alongside the code instead of one after another. The service worker is blocked: its copy of the page
// carries no hints (it must suit every screen).
test.use({ serviceWorkers: 'block', timezoneId: 'Europe/Berlin' });

const PASSWORD = 'read-hints-1';

test("the tracker home's reads are on their way with the page, each asked once", async ({ page }) => {
  const email = freshEmail('read-hints');
  await registerThroughUi(page, email, PASSWORD);
  await signInThroughUi(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Recent Sessions' })).toBeVisible();
  // The goal card told the server this browser's zone on that first visit.
  await expect
    .poll(async () => (await page.request.get('/api/goals/summary?tz=UTC')).json())
    .toMatchObject({ savedTimeZone: 'Europe/Berlin' });

  const reads: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) reads.push(request);
  });
  const document = await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Recent Sessions' })).toBeVisible();
  await expect(page.getByText(/Goal|Set a weekly goal/).first()).toBeVisible();
  await expect.poll(() => reads.some((r) => r.url().includes('/api/sessions/stats'))).toBe(true);
  await page.waitForLoadState('networkidle');

  const links = (await document?.allHeaders())?.link ?? '';
  for (const read of [
    '/api/user',
    '/api/user/customer-hash',
    '/api/sessions?limit=5&kind=all&customer_hash=',
  ]) {
    expect(links).toContain(`<${read}`);
  }
  expect(links).toContain('/api/sessions/stats?tz=Europe%2FBerlin&customer_hash=');

  // Every read the page made went out once: the page's fetch() took the preloaded answers, and every
  // hinted read is one the page makes.
  const urls = reads.map((r) => r.url().replace(/^https?:\/\/[^/]+/, ''));
  const twice = urls.filter((url, index) => urls.indexOf(url) !== index);
  expect(twice).toEqual([]);
  for (const hinted of links.matchAll(/<(\/api\/[^>]+)>/g)) expect(urls).toContain(hinted[1]);

  // ...and the session list started before the entry script had arrived.
  const resources = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e as PerformanceResourceTiming)
      .map(({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd })),
  );
  const entry = resources.find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name));
  const list = resources.find((r) => r.name.includes('/api/sessions?limit=5'));
  expect(entry).toBeDefined();
  expect(list?.startTime).toBeLessThan(entry?.responseEnd ?? 0);
});
