import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { test as storeTest } from './support/demo-store.ts';

// The installable app (docs/decisions/024): manifest, icons, service worker, offline shell, update prompt.

const WORKER_FILE = path.resolve('dist/client/sw.js');

/** Waits until the service worker controls the page (it claims the page on its first install). */
async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

test('the manifest is linked and valid, and each icon is an image of its size', async ({ page }) => {
  await page.goto('/auth');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('./manifest.webmanifest');
  const manifestUrl = new URL(href as string, page.url()).href;
  const response = await page.request.get(manifestUrl);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Progress Tracker',
    short_name: 'Tracker',
    display: 'standalone',
    start_url: './',
    scope: './',
  });
  expect(new URL(manifest.start_url, manifestUrl).pathname).toBe('/');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);

  const icons: { src: string; sizes: string; purpose: string }[] = [
    ...manifest.icons,
    {
      src: await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'),
      sizes: '180x180',
      purpose: 'apple',
    },
  ];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
    '180x180 apple',
  ]);
  for (const icon of icons) {
    const url = new URL(icon.src, manifestUrl).href;
    const size = await page.evaluate(async (src) => {
      const answer = await fetch(src);
      const bitmap = await createImageBitmap(await answer.blob());
      return { type: answer.headers.get('content-type'), size: `${bitmap.width}x${bitmap.height}` };
    }, url);
    expect(size, url).toEqual({ type: 'image/png', size: icon.sizes });
  }

  // Light and dark theme colours for the browser's chrome.
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveCount(
    1,
  );
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveCount(1);
});

test('the service worker controls the page, and / opens offline', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  await waitForWorker(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(scope).toBe(new URL('/', page.url()).href);

  await context.setOffline(true);
  try {
    await page.reload();
    // The app shell from the cache, not the browser's offline page.
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await page.goto('/history');
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('the worker never keeps API answers', async ({ page }) => {
  const email = freshEmail('pwa');
  await registerThroughUi(page, email, 'secret12');
  await signInThroughUi(page, email, 'secret12');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await waitForWorker(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) {
      for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/');
  expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((url) => url.startsWith('/api/'))).toEqual([]);
  // The icons and the manifest are kept, for the installed app offline (docs/decisions/052).
  expect(cached).toContain('/icons/app/icon-192.png');
  expect(cached).toContain('/manifest.webmanifest');
});

test('a new version shows "Update available" and reloads only when Reload is tapped', async ({ page }) => {
  await page.goto('/auth');
  await waitForWorker(page);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  const original = fs.readFileSync(WORKER_FILE, 'utf8');
  try {
    // The next build: any change to sw.js is a new worker.
    fs.writeFileSync(WORKER_FILE, `${original}\n// next build\n`);
    // Someone is typing into the form when the new version arrives.
    await page.getByRole('tabpanel').getByLabel('Email').fill('half-typed@example.com');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: 'Update available' });
    await expect(prompt).toBeVisible();
    // Nothing reloads on its own: the form keeps what was typed.
    await page.waitForTimeout(1000);
    await expect(page.getByRole('tabpanel').getByLabel('Email')).toHaveValue('half-typed@example.com');

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByRole('tabpanel').getByLabel('Email')).toHaveValue('');
    await expect(prompt).toBeHidden();
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting ?? null,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(state).toEqual({ waiting: null, controlled: true });
    expect(firstWorker).toBeTruthy();
  } finally {
    fs.writeFileSync(WORKER_FILE, original);
  }
});

test('in discreet mode the manifest and the home-screen title are neutral', async ({ page }) => {
  const email = freshEmail('pwa-discreet');
  await registerThroughUi(page, email, 'secret12');
  await signInThroughUi(page, email, 'secret12');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const manifestName = () =>
    page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      // As the browser asks for it: crossorigin="use-credentials" sends the login cookie.
      const answer = await fetch(link?.href ?? '', {
        credentials: link?.crossOrigin === 'use-credentials' ? 'include' : 'omit',
      });
      return (await answer.json()).name as string;
    });
  expect(await manifestName()).toBe('Progress Tracker');
  const saved = await page.request.put('/api/preferences', { data: { discreetMode: true } });
  expect(saved.ok()).toBe(true);
  await page.reload();
  await expect(page).toHaveTitle('Notes');
  expect(await manifestName()).toBe('Notes');
  await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', 'Notes');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    './icons/notes/apple-touch-icon.png',
  );
});

storeTest(
  "under the store's app-proxy path the worker, its scope and the manifest stay under that path",
  async ({ page, context, demoStore }) => {
    await page.goto(demoStore.proxyUrl);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const title = await heading.textContent();
    await waitForWorker(page);
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration();
      return { scope: found?.scope, script: found?.active?.scriptURL };
    });
    expect(registration.scope).toBe(demoStore.proxyUrl);
    expect(registration.script).toBe(`${demoStore.proxyUrl}sw.js`);
    const manifestUrl = `${demoStore.proxyUrl}manifest.webmanifest`;
    const manifest = await (await page.request.get(manifestUrl)).json();
    expect(new URL(manifest.start_url, manifestUrl).href).toBe(demoStore.proxyUrl);
    expect(new URL(manifest.icons[0].src, manifestUrl).href).toBe(
      `${demoStore.proxyUrl}icons/app/icon-192.png`,
    );

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
    } finally {
      await context.setOffline(false);
    }
  },
);

storeTest(
  "inside the store's frame no worker is registered, and nothing fails",
  async ({ page, demoStore }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${demoStore.storeOrigin}/plain`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    const appFrame = page
      .frames()
      .find((candidate) => candidate.url().startsWith(new URL('/', page.url()).origin) === false);
    // Chromium refuses workers to a cross-site frame when third-party storage is blocked (as here), and
    // partitions them elsewhere: the app does not register one there, so neither case shows an error.
    const registered = await appFrame?.evaluate(async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      try {
        return (await navigator.serviceWorker.getRegistrations()).length;
      } catch {
        return 'refused';
      }
    });
    expect([0, 'refused']).toContain(registered);
    expect(errors.filter((text) => /service ?worker|sw\.js|manifest/i.test(text))).toEqual([]);
  },
);
