import { expect } from '@playwright/test';
import { test } from './support/demo-store.ts';
import { DEVICE, logSession, recentSessions, tracker } from './support/embedded-tracker.ts';
import { acceptPrivacyForStoreCustomer } from './support/privacy.ts';
import { APP_ORIGIN } from './support/store-config.ts';

// Issue 8: the tracker in the store's cross-site frame in a browser that blocks third-party cookies (Safari,
// Chrome with "Block third-party cookies"). It gets no cookie there at all, so it keeps the store session by
// the bearer token it holds in memory. Its own file: the browser is launched for it with the flag (this
// Chromium already keeps no unpartitioned third-party cookie by default; the flag keeps it so whatever the
// default becomes). The app is on http://localhost and the store on http://127.0.0.1, so the frame is
// cross-site and the app's SameSite=Lax cookies would not be sent there anyway.

test.use({
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({ ...launchOptions, args: [...(launchOptions.args ?? []), '--test-third-party-cookie-phaseout'] }),
    { scope: 'worker' },
  ],
});

test('the store session works in the frame through the bearer token alone', async ({
  page,
  context,
  request,
  demoStore,
}) => {
  const bearerCalls: string[] = [];
  const cookieCalls: string[] = [];
  page.on('request', async (request) => {
    if (!request.url().startsWith(`${APP_ORIGIN}/api/sessions`)) return;
    const headers = await request.allHeaders();
    if (/^Bearer \S{20,}$/.test(headers.authorization ?? '')) bearerCalls.push(request.url());
    if (headers.cookie) cookieCalls.push(request.url());
  });

  const customerId = `blocked-${Date.now()}`;
  await acceptPrivacyForStoreCustomer(request, await demoStore.freshProof(customerId));
  await page.goto(`${demoStore.storeOrigin}/signed?customer_id=${customerId}`);
  const frame = tracker(page);
  await expect(frame.getByText('Website Integration', { exact: true })).toBeVisible();
  await expect(frame.getByText('No sessions have been logged yet.', { exact: true })).toBeVisible();
  // The browser does block third-party cookies in the frame: one the frame sets itself is not kept.
  const trackerFrame = page.frame({ url: (url) => url.origin === APP_ORIGIN });
  if (!trackerFrame) throw new Error('the tracker frame did not load');
  const kept = await trackerFrame.evaluate(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the probe is exactly what a page's script can set.
    document.cookie = 'third-party-probe=1; SameSite=None; Secure; Path=/';
    return document.cookie;
  });
  expect(kept).not.toContain('third-party-probe');

  await logSession(frame, 'Logged with cookies blocked');
  await expect(recentSessions(frame).getByRole('listitem').first()).toContainText(DEVICE);
  await frame.getByRole('button', { name: 'New Session' }).click();
  await expect(frame.getByRole('heading', { name: 'Log Session' })).toBeVisible();
  await expect(frame.getByText('Website Integration', { exact: true })).toBeVisible();
  await frame.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(recentSessions(frame).getByRole('listitem')).toHaveCount(1);

  expect(bearerCalls.length).toBeGreaterThanOrEqual(3);
  expect(cookieCalls).toEqual([]);
  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.name)).not.toContain('tracker.customer');
});
