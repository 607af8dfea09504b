import { expect, type Page, type Request, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { logSession, recentSessions } from './support/embedded-tracker.ts';
import { expectTiles } from './support/tracker.ts';

// Issue 14, docs/decisions/033: a page load's Link header names the screen's chunk and the reads its first
// screen makes in turn, so they travel alongside the entry script instead of one after another. The
// service worker is blocked: its copy of the page carries no hints (it must suit every screen).
test.use({ serviceWorkers: 'block', timezoneId: 'Europe/Berlin' });

const PASSWORD = 'first-screen-1';

test("the tracker home's reads are on their way with the page, each asked once", async ({ page }) => {
  const email = freshEmail('first-screen');
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
  expect(links).toMatch(/<\/assets\/tracker-home-page-[\w-]+\.js>; rel=modulepreload/);
  // The screen's code beyond the first load is two files, its own and the tracker's (docs/decisions/039):
  // each file a phone asks for waits for one of six connections.
  expect(links.match(/rel=modulepreload/g)).toHaveLength(2);
  for (const read of [
    '/api/user',
    '/api/user/customer-hash',
    '/api/sessions?limit=5&kind=all&customer_hash=',
  ]) {
    expect(links).toContain(`<${read}`);
  }
  expect(links).toContain('/api/sessions/stats?tz=Europe%2FBerlin&customer_hash=');

  // Every read the page made went out once: the page's fetch() took the preloaded answers.
  const urls = reads.map((r) => r.url().replace(/^https?:\/\/[^/]+/, ''));
  const twice = urls.filter((url, index) => urls.indexOf(url) !== index);
  expect(twice).toEqual([]);
  for (const hinted of links.matchAll(/<(\/api\/[^>]+)>/g)) expect(urls).toContain(hinted[1]);

  // ...and the session list and the stats started before the entry script had even arrived.
  const entry = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e as PerformanceResourceTiming)
      .find((e) => /\/assets\/index-[\w-]+\.js$/.test(e.name)),
  );
  const started = (fragment: string) =>
    page.evaluate(
      (part) =>
        performance.getEntriesByType('resource').find((e) => e.name.includes(part))?.startTime ??
        Number.POSITIVE_INFINITY,
      fragment,
    );
  expect(entry).toBeDefined();
  // start-app, which the entry runs a task later (docs/decisions/037), is named by the page itself.
  expect(await document?.text()).toMatch(
    /<link rel="modulepreload" crossorigin href="\.\/assets\/start-app-[\w-]+\.js">/,
  );
  expect(await started('/api/sessions?limit=5')).toBeLessThan(entry?.responseEnd ?? 0);
  expect(await started('/api/sessions/stats')).toBeLessThan(entry?.responseEnd ?? 0);
});

// docs/decisions/035: the dashboard waits for its first reads and then renders once, so it never shows
// its cards loading and then fills them in, one re-render per answer.
test('the dashboard appears whole: its figures, goal and quote are there the moment it shows', async ({
  page,
}) => {
  await newCustomerAtHome(page, 'first-screen-whole');

  // What the page held when the dashboard's tabs first entered it.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('[role="tablist"]')) return;
      (window as unknown as { firstDashboard: unknown }).firstDashboard = {
        loading: document.querySelectorAll('main [aria-busy="true"]').length,
        quote: document.querySelector('main blockquote') !== null,
      };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Device' })).toBeVisible();
  const first = await page.evaluate(() => (window as unknown as { firstDashboard: unknown }).firstDashboard);
  expect(first).toEqual({ loading: 0, quote: true });
});

test('a slow figure does not hold the dashboard back: the list shows and the tiles fill in after', async ({
  page,
}) => {
  await newCustomerAtHome(page, 'first-screen-slow');

  await page.route('**/api/sessions/stats?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await route.continue();
  });
  await page.goto('/');
  // Half a second's wait at most for the cards (CARD_READS_WAIT_MS), far less than the stats take here.
  await expect(page.getByRole('tab', { name: 'Device' })).toBeVisible({ timeout: 3_000 });
  await expect(page.locator('main [aria-busy="true"]')).not.toHaveCount(0);
  await expect(page.locator('main blockquote')).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
});

// docs/decisions/036: a page's first Intl call loads the locale's data, the longest single task of the
// home's start. The home writes its time zone, dates and figures without Intl.
test('the home shows its dates and figures without a single Intl call', async ({ page }) => {
  await newCustomerAtHome(page, 'first-screen-intl');
  await logSession(page, 'Evening stretch');

  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { intlCalls: string[] }).intlCalls = calls;
    const intl = Intl as unknown as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(Intl)) {
      const original = intl[name];
      if (typeof original !== 'function') continue;
      intl[name] = new Proxy(original, {
        construct(target, args) {
          calls.push(name);
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          calls.push(name);
          return Reflect.apply(target, self, args);
        },
      });
    }
    const methods: [object, string][] = [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
    ];
    for (const [owner, name] of methods) {
      const original = (owner as Record<string, (...args: unknown[]) => unknown>)[name];
      Object.defineProperty(owner, name, {
        value(this: unknown, ...args: unknown[]) {
          calls.push(name);
          return original?.apply(this, args);
        },
      });
    }
  });
  await page.goto('/');
  const row = recentSessions(page).getByRole('listitem').first();
  await expect(row).toContainText('25 minutes');
  await expect(row.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
  await expectTiles(page, 1, 25, 1);
  await expect(page.getByTestId('goal-streak')).toHaveText('1 day');
  expect(await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls)).toEqual([]);
});

// docs/decisions/041: Radix's toast is not among the files the first screen waits for. Its code is asked
// for once the dashboard has shown, and a toast still shows.
test("the toasts' code is asked for once the dashboard has shown, and a toast shows", async ({ page }) => {
  await newCustomerAtHome(page, 'first-screen-toaster');
  const dashboardWhenAsked: boolean[] = [];
  await page.route(/\/assets\/toaster-[\w-]+\.js$/, async (route) => {
    dashboardWhenAsked.push(await page.evaluate(() => document.querySelector('[role="tablist"]') !== null));
    await route.continue();
  });

  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Device' })).toBeVisible();
  await expect.poll(() => dashboardWhenAsked).toEqual([true]);
  await saveMeasurement(page, '6.5');
  await expect(page.getByText('Measurements saved successfully!', { exact: true })).toBeVisible();
});

test("when the toasts' code cannot be fetched, the app goes on, and it is fetched again once back online", async ({
  page,
  context,
}) => {
  await newCustomerAtHome(page, 'first-screen-toaster-offline');
  let asked = 0;
  await page.route(/\/assets\/toaster-[\w-]+\.js$/, async (route) => {
    asked += 1;
    if (asked === 1) await route.abort('internetdisconnected');
    else await route.continue();
  });

  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Device' })).toBeVisible();
  await expect.poll(() => asked).toBe(1);
  // The dashboard still works, and back online the toasts' code comes and the toast shows.
  await context.setOffline(true);
  await context.setOffline(false);
  await saveMeasurement(page, '6.75');
  await expect(page.getByText('Measurements saved successfully!', { exact: true })).toBeVisible();
  expect(asked).toBe(2);
});

async function saveMeasurement(page: Page, length: string) {
  await page.getByRole('tab', { name: 'Measurements' }).click();
  await page.getByLabel('Length').fill(length);
  await page.getByRole('button', { name: 'Save Measurements' }).click();
}

/** A new account, signed in, on the tracker home. */
async function newCustomerAtHome(page: Page, prefix: string) {
  const email = freshEmail(prefix);
  await registerThroughUi(page, email, PASSWORD);
  await signInThroughUi(page, email, PASSWORD);
  await expect(page.getByRole('tab', { name: 'Device' })).toBeVisible();
}
