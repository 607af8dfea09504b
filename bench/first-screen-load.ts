import type { Browser, CDPSession, Page } from '@playwright/test';
import type { FirstScreenExpected, FirstScreenMark } from './first-screen-probe.ts';

/** Chrome DevTools' 'Slow 4G' preset (its NetworkManager's Slow4GConditions): bytes per second and ms. */
export const SLOW_4G = {
  offline: false,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
  latency: 150 * 3.75,
};
export const CPU_SLOWDOWN = 4;
export const VIEWPORT = { width: 375, height: 667 };
/** The customer's zone: the stats' days are counted in it, so the expected totals are too. */
export const TIME_ZONE = 'UTC';

/** One load's times in ms from the navigation (see firstScreenTimes). */
export type LoadTimes = { data: number; code: number; visible: number };

/** Slows the page's CPU and network as a mid-range phone on a slow mobile network (CDP emulation). */
async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

type Resource = { name: string; responseEnd: number };

/**
 * Waits for the probe's mark, then reads the load's times: `visible`, the frame that paints the totals and
 * the five entries; `data` and `code`, the last API answer and the last script that had arrived when the
 * DOM first held them (what arrives later is not what the screen waited for).
 */
async function firstScreenTimes(page: Page): Promise<LoadTimes> {
  await page.waitForFunction(() => window.firstScreenMark?.shownAt != null, undefined, {
    polling: 100,
    timeout: 120_000,
  });
  const { mark, resources } = await page.evaluate(() => ({
    mark: window.firstScreenMark as FirstScreenMark,
    resources: performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: entry.name, responseEnd: (entry as PerformanceResourceTiming).responseEnd })),
  }));
  const foundAt = mark.foundAt ?? 0;
  const lastOf = (wanted: (pathname: string) => boolean) =>
    Math.max(
      0,
      ...resources
        .filter((entry: Resource) => entry.responseEnd > 0 && entry.responseEnd <= foundAt)
        .filter((entry) => wanted(new URL(entry.name).pathname))
        .map((entry) => entry.responseEnd),
    );
  return {
    data: lastOf((pathname) => pathname.startsWith('/api/')),
    code: lastOf((pathname) => pathname.endsWith('.js')),
    visible: mark.shownAt ?? 0,
  };
}

/**
 * Lets the page finish what it does after its first screen (later chunks, the service worker's install)
 * before the reload: a customer back the next day finds all of it in place.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (!registration || registration.active) return;
    await Promise.race([navigator.serviceWorker.ready, new Promise((done) => setTimeout(done, 60_000))]);
  });
  await page.waitForLoadState('networkidle');
}

export type FirstScreenTarget = { url: string; cookie: string };

/**
 * A cold load of `target` (a new browser context: no cache, storage or service worker; only the sign-in
 * cookie), then a warm reload of the same page, both throttled, with the probe watching for `expected`.
 */
export async function coldAndWarm(
  browser: Browser,
  target: FirstScreenTarget,
  probe: string,
  expected: FirstScreenExpected,
): Promise<{ cold: LoadTimes; warm: LoadTimes }> {
  const context = await browser.newContext({ viewport: VIEWPORT, timezoneId: TIME_ZONE, locale: 'en-US' });
  try {
    const at = target.cookie.indexOf('=');
    const cookie = { name: target.cookie.slice(0, at), value: target.cookie.slice(at + 1), url: target.url };
    await context.addCookies([cookie]);
    await context.addInitScript({
      content: `window.firstScreenExpected = ${JSON.stringify(expected)};\n${probe}`,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    await page.goto(target.url, { waitUntil: 'commit' });
    const cold = await firstScreenTimes(page);
    await settle(page);
    await throttle(cdp);
    await page.reload({ waitUntil: 'commit' });
    const warm = await firstScreenTimes(page);
    return { cold, warm };
  } finally {
    await context.close();
  }
}
