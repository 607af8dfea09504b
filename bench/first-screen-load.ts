import type { Browser, CDPSession, Locator, Page } from '@playwright/test';
import type { ScreenExpected, ScreenMark } from './first-screen-probe.ts';

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

/** One load's times in ms from the navigation (see screenTimes). */
export type LoadTimes = { data: number; code: number; visible: number };

/**
 * Slows the page's CPU and network as a mid-range phone on a slow mobile network (CDP emulation); with
 * `network: false`, the CPU only (loopback).
 */
async function throttle(cdp: CDPSession, { network = true } = {}): Promise<void> {
  await cdp.send('Network.enable');
  if (network) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Waits for the probe's mark (bench/first-screen-probe.ts) and returns it. */
async function shownMark(page: Page): Promise<ScreenMark> {
  await page.waitForFunction(() => window.screenMark?.shownAt != null, undefined, {
    polling: 100,
    timeout: 120_000,
  });
  return page.evaluate(() => window.screenMark as ScreenMark);
}

type Resource = { name: string; responseEnd: number };

/**
 * Waits for the probe's mark, then reads the load's times: `visible`, the frame that paints the totals and
 * the five entries; `data` and `code`, the last API answer and the last script that had arrived when the
 * DOM first held them (what arrives later is not what the screen waited for).
 */
async function screenTimes(page: Page): Promise<LoadTimes> {
  const mark = await shownMark(page);
  const { resources } = await page.evaluate(() => ({
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
 * A new browser context (no cache, storage or service worker; only the sign-in cookie) at 375 x 667 with
 * the probe watching for `expected` on every page load, and a page in it with its CDP session.
 */
async function openContext(
  browser: Browser,
  target: FirstScreenTarget,
  probe: string,
  expected: ScreenExpected,
) {
  const context = await browser.newContext({ viewport: VIEWPORT, timezoneId: TIME_ZONE, locale: 'en-US' });
  const at = target.cookie.indexOf('=');
  const cookie = { name: target.cookie.slice(0, at), value: target.cookie.slice(at + 1), url: target.url };
  await context.addCookies([cookie]);
  await context.addInitScript({ content: `window.screenExpected = ${JSON.stringify(expected)};\n${probe}` });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

/** A cold load of `target`, then a warm reload of the same page, both throttled. */
export async function coldAndWarm(
  browser: Browser,
  target: FirstScreenTarget,
  probe: string,
  expected: ScreenExpected,
): Promise<{ cold: LoadTimes; warm: LoadTimes }> {
  const { context, page, cdp } = await openContext(browser, target, probe, expected);
  try {
    await throttle(cdp);
    await page.goto(target.url, { waitUntil: 'commit' });
    const cold = await screenTimes(page);
    await settle(page);
    await throttle(cdp);
    await page.reload({ waitUntil: 'commit' });
    const warm = await screenTimes(page);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

/** A cold load of `target` only, throttled. */
export async function coldLoad(
  browser: Browser,
  target: FirstScreenTarget,
  probe: string,
  expected: ScreenExpected,
): Promise<LoadTimes> {
  const { context, page, cdp } = await openContext(browser, target, probe, expected);
  try {
    await throttle(cdp);
    await page.goto(target.url, { waitUntil: 'commit' });
    return await screenTimes(page);
  } finally {
    await context.close();
  }
}

/**
 * A destination of the tab bar: the link's name there (in the menu the button `via` opens, for a place
 * without a tab of its own) and what its screen shows.
 */
export type Tab = { name: string; link: string; via?: string; expected: ScreenExpected };

/** Taps the way to a tab's screen: its link in the bar, or the menu button and then its link. */
async function tapTab(page: Page, tabBar: (page: Page) => Locator, tab: Tab): Promise<void> {
  if (tab.via) {
    await tabBar(page).getByRole('button', { name: tab.via, exact: true }).click();
    await page.getByRole('dialog').getByRole('link', { name: tab.link, exact: true }).click();
    return;
  }
  await tabBar(page).getByRole('link', { name: tab.link, exact: true }).click();
}

/**
 * Warm tab switches: the home loaded cold and settled, every tab visited once (its data now on the
 * device), then each tapped again, throttled: ms from the (last) tap to its data on screen, by tab name.
 */
export async function tabSwitches(
  browser: Browser,
  target: FirstScreenTarget,
  probe: string,
  home: ScreenExpected,
  tabs: Tab[],
  tabBar: (page: Page) => Locator,
): Promise<Map<string, number>> {
  const { context, page, cdp } = await openContext(browser, target, probe, home);
  try {
    await page.goto(target.url, { waitUntil: 'commit' });
    await shownMark(page);
    for (const tab of tabs) {
      await page.evaluate((next) => window.watchScreen?.(next), tab.expected);
      await tapTab(page, tabBar, tab);
      await shownMark(page);
    }
    await settle(page);
    await throttle(cdp);
    const times = new Map<string, number>();
    for (const tab of tabs) {
      await page.evaluate((next) => window.watchScreen?.(next), tab.expected);
      await tapTab(page, tabBar, tab);
      // From the last tap (a menu's link), what the customer waits for once they chose.
      const mark = await shownMark(page);
      times.set(tab.name, (mark.shownAt ?? 0) - (mark.tapAt ?? 0));
    }
    return times;
  } finally {
    await context.close();
  }
}

/**
 * Logging a session at 4x CPU on loopback (no network slowing): /log opened and settled, the duration
 * `minutes` typed, 'Log Session' tapped: ms from the tap to the new entry first under 'Recent Sessions'.
 */
export async function logSession(
  browser: Browser,
  target: FirstScreenTarget,
  probe: string,
  home: ScreenExpected,
  minutes: number,
): Promise<number> {
  const { context, page, cdp } = await openContext(browser, target, probe, home);
  try {
    await page.goto(target.url, { waitUntil: 'commit' });
    await shownMark(page);
    await settle(page);
    await page.goto(new URL('/log', target.url).href);
    await page.getByLabel(/Duration/).fill(String(minutes));
    await settle(page);
    await throttle(cdp, { network: false });
    const entry = { texts: [], list: { heading: 'Recent Sessions', items: [`${minutes} minutes`] } };
    await page.evaluate((next) => window.watchScreen?.(next), entry);
    await page.getByRole('button', { name: 'Log Session', exact: true }).click();
    const mark = await shownMark(page);
    return (mark.shownAt ?? 0) - (mark.tapAt ?? 0);
  } finally {
    await context.close();
  }
}
