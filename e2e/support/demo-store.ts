import { createHmac } from 'node:crypto';
import http from 'node:http';
import { test as base, type Page } from '@playwright/test';
import {
  APP_ORIGIN,
  OTHER_ORIGIN,
  OTHER_PORT,
  STORE_ORIGIN,
  STORE_PORT,
  STORE_SHARED_SECRET,
} from './store-config.ts';

/** What the store theme's Liquid computes: {{ customer.id | hmac_sha256: settings.tracker_secret }}. */
export const signCustomerId = (customerId: string) =>
  createHmac('sha256', STORE_SHARED_SECRET).update(customerId).digest('hex');

/** The signed embed URL of docs/store-embedding.md (option 1) for a store customer id. */
export const signedEmbedUrl = (customerId: string) =>
  `${APP_ORIGIN}/?${new URLSearchParams({ customer_id: customerId, signature: signCustomerId(customerId) })}`;

export type TrackerMessage = { type: string; customerHash?: string; height?: number };

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The store page's script, as docs/store-embedding.md shows it: messages from the tracker's origin are
 * recorded in window.__trackerMessages, trackerHeight resizes the tracker's frame, and
 * window.sendCustomerHash(hash) posts setCustomerHash to the tracker.
 */
const storeScript = `
  window.__trackerMessages = [];
  window.addEventListener('message', function (event) {
    if (event.origin !== ${JSON.stringify(APP_ORIGIN)} || !event.data) return;
    window.__trackerMessages.push(event.data);
    if (event.data.type === 'trackerHeight') {
      document.querySelector('iframe').style.height = event.data.height + 'px';
    }
  });
  window.sendCustomerHash = function (hash) {
    document.querySelector('iframe').contentWindow.postMessage(
      { type: 'setCustomerHash', customerHash: hash },
      ${JSON.stringify(APP_ORIGIN)}
    );
  };`;

/** A store page: a heading, the given body (an iframe of the tracker first) and the store's script. */
export function storePage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;font-family:sans-serif">
<h1 style="font-size:16px;margin:8px">${title}</h1>
${body}
<script>${storeScript}</script>
</body>
</html>`;
}

const trackerFrame = (src: string) =>
  `<iframe id="progress-tracker" src="${escapeAttribute(src)}" width="100%" height="800" style="border:0" title="Progress tracker"></iframe>`;

/**
 * The other site's page, framed beside the tracker on the store page (an advert, say): it posts
 * setCustomerHash to the tracker frame (the store page's first frame) with targetOrigin '*', and records
 * anything sent back in window.__replies.
 */
const otherSenderPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Other site</title></head>
<body>
<p>Another site's frame</p>
<script>
  window.__replies = [];
  window.addEventListener('message', function (event) { window.__replies.push(event.data); });
  window.sendCustomerHash = function (hash) {
    window.parent.frames[0].postMessage({ type: 'setCustomerHash', customerHash: hash }, '*');
  };
</script>
</body>
</html>`;

/** The other site trying to frame the tracker itself (refused by the tracker's frame-ancestors). */
const otherFramingPage = storePage('Other site framing the tracker', trackerFrame(`${APP_ORIGIN}/`));

/**
 * The demo store of the embedding tests: the store's pages on STORE_ORIGIN and another site's on
 * OTHER_ORIGIN, each a small node http server.
 *
 * Store pages:
 * - /signed?customer_id=ID: the tracker through the signed embed URL (docs/store-embedding.md option 1);
 * - /plain: the tracker without identity; the test posts setCustomerHash with window.sendCustomerHash;
 * - /with-other-frame: the tracker plus a frame of the other site that posts setCustomerHash itself;
 * - any page added with serve(path, html), e.g. a pasted embed code.
 * Other site: /sender (the frame above) and /frame-tracker (tries to frame the tracker).
 */
export class DemoStore {
  readonly storeOrigin = STORE_ORIGIN;
  readonly otherOrigin = OTHER_ORIGIN;
  private readonly pages = new Map<string, string>();
  private readonly servers: http.Server[] = [];

  /** Adds (or replaces) a page on the store origin. */
  serve(path: string, html: string): string {
    this.pages.set(path, html);
    return `${STORE_ORIGIN}${path}`;
  }

  private storeResponse(url: URL): string | null {
    if (url.pathname === '/signed') {
      const customerId = url.searchParams.get('customer_id') ?? '';
      return storePage('Demo store: signed embed', trackerFrame(signedEmbedUrl(customerId)));
    }
    if (url.pathname === '/plain')
      return storePage('Demo store: plain embed', trackerFrame(`${APP_ORIGIN}/`));
    if (url.pathname === '/with-other-frame') {
      return storePage(
        'Demo store with another site inside',
        `${trackerFrame(`${APP_ORIGIN}/`)}
<iframe id="other-site" src="${OTHER_ORIGIN}/sender" width="300" height="80" title="Other site"></iframe>`,
      );
    }
    return this.pages.get(url.pathname) ?? null;
  }

  private otherResponse(url: URL): string | null {
    if (url.pathname === '/sender') return otherSenderPage;
    if (url.pathname === '/frame-tracker') return otherFramingPage;
    return null;
  }

  private async listen(port: number, respond: (url: URL) => string | null): Promise<void> {
    const server = http.createServer((request, response) => {
      const html = respond(new URL(request.url ?? '/', `http://127.0.0.1:${port}`));
      response.writeHead(html === null ? 404 : 200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end(html ?? 'Not found');
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    // Never keeps the test worker alive, even if the fixture's teardown does not run.
    server.unref();
    this.servers.push(server);
  }

  /** Starts both sites. */
  static async start(): Promise<DemoStore> {
    const store = new DemoStore();
    await store.listen(STORE_PORT, (url) => store.storeResponse(url));
    await store.listen(OTHER_PORT, (url) => store.otherResponse(url));
    return store;
  }

  /** Stops both sites. */
  async stop(): Promise<void> {
    await Promise.all(
      this.servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
          }),
      ),
    );
    this.servers.length = 0;
  }
}

/** The messages the store page got from the tracker so far. */
export const trackerMessages = (page: Page) =>
  page.evaluate(() => (window as unknown as { __trackerMessages: TrackerMessage[] }).__trackerMessages);

/** Tests with `demoStore`: one demo store per worker, stopped when the worker ends. */
export const test = base.extend<object, { demoStore: DemoStore }>({
  demoStore: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const store = await DemoStore.start();
      await use(store);
      await store.stop();
    },
    { scope: 'worker' },
  ],
});
