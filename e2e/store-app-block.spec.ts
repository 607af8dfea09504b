import { expect } from '@playwright/test';
import { blockJavaScript, renderProgressBlock } from '../extensions/theme-block.ts';
import { storePage, test } from './support/demo-store.ts';
import { DEVICE, recentSessions } from './support/embedded-tracker.ts';
import { acceptPrivacy } from './support/privacy.ts';
import { STORE_ORIGIN } from './support/store-config.ts';
import { screenshot } from './support/tracker.ts';

// Issue 31: the theme app extension's "Progress tracker" block (extensions/progress-tracker-theme,
// docs/decisions/065), rendered by liquidjs as the storefront would for a signed-in customer, on a page of
// the demo store. Its frame opens /apps/tracker on the store's own domain, through the demo store's
// Shopify-like app proxy, which signs who is signed in to the store on every request.

test("the Progress tracker block shows the signed-in customer's own tracker, in the store's language", async ({
  page,
  demoStore,
}) => {
  const customerId = `block-${Date.now()}`;
  await page.goto(`${STORE_ORIGIN}/account/login?customer_id=${customerId}`);
  await expect(page.getByRole('heading', { name: `Demo store: signed in as ${customerId}` })).toBeVisible();
  await acceptPrivacy(page.request, { url: `${demoStore.proxyUrl}api/consent` });
  const created = await page.request.post(`${demoStore.proxyUrl}api/sessions`, {
    data: { device: DEVICE, duration: 20, notes: 'logged before the block was added' },
  });
  expect(created.status()).toBe(201);

  // The page as Shopify serves it: the block's HTML where the store owner put it, its script once.
  const block = await renderProgressBlock({ customerId, locale: 'fr', path: '/pages/progress' });
  const url = demoStore.serve(
    '/pages/progress',
    storePage('Demo store: progress page', `${block}\n<script>${blockJavaScript()}</script>`),
  );
  const proxied = page.waitForRequest((request) => new URL(request.url()).pathname === '/apps/tracker/');
  await page.goto(url);
  expect(new URL((await proxied).url()).searchParams.get('locale')).toBe('fr');

  const frame = page.frameLocator('iframe[data-progress-tracker]');
  // The tracker opens in the store's language (docs/decisions/067): its badge and navigation in French.
  await expect(frame.getByText('Intégration au site', { exact: true })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Accueil' })).toBeVisible();
  await expect(recentSessions(frame, 'Séances récentes').getByRole('listitem')).toHaveCount(1);
  await expect(recentSessions(frame, 'Séances récentes').getByRole('listitem').first()).toContainText(DEVICE);
  // The frame starts at the block's height (800 px) and then follows the tracker's own height.
  await expect
    .poll(() => page.locator('iframe[data-progress-tracker]').evaluate((frame) => frame.style.height))
    .not.toBe('800px');
  await screenshot(page, 'store-app-block');
});

test('a visitor who is not signed in gets the sign-in prompt instead of the tracker', async ({
  page,
  demoStore,
}) => {
  const block = await renderProgressBlock({
    customerId: null,
    locale: 'en',
    path: '/pages/progress-visitor',
  });
  await page.goto(demoStore.serve('/pages/progress-visitor', storePage('Demo store: visitor', block)));
  await expect(page.getByRole('link', { name: 'Sign in to open your progress tracker.' })).toHaveAttribute(
    'href',
    '/account/login?return_url=%2Fpages%2Fprogress-visitor',
  );
  await expect(page.locator('iframe')).toHaveCount(0);
});
