import { createHmac } from 'node:crypto';
import http from 'node:http';
import { test as base, type Page } from '@playwright/test';
import {
  APP_ORIGIN,
  OTHER_ORIGIN,
  OTHER_PORT,
  PROXY_PATH,
  PROXY_SHOP,
  STORE_APP_SECRET,
  STORE_ORIGIN,
  STORE_PORT,
  STORE_SHARED_SECRET,
} from './store-config.ts';

const hmacHex = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('hex');

/** A store proof of a customer: the fields the tracker exchanges for a store session. */
export type StoreProof = { customer_id: string; issued_at: number; signature: string };

/**
 * What the store theme's Liquid computes when it renders a page for a signed-in customer:
 * {{ customer.id | append: ':' | append: now | hmac_sha256: settings.tracker_secret }}.
 */
export const signStoreProof = (customerId: string, issuedAt = Math.floor(Date.now() / 1000)): StoreProof => ({
  customer_id: customerId,
  issued_at: issuedAt,
  signature: hmacHex(STORE_SHARED_SECRET, `${customerId}:${issuedAt}`),
});

/** The signed embed URL of docs/store-embedding.md (option 1) for a store proof. */
const signedEmbedUrl = (proof: StoreProof) =>
  `${APP_ORIGIN}/?${new URLSearchParams({
    customer_id: proof.customer_id,
    issued_at: String(proof.issued_at),
    signature: proof.signature,
  })}`;

/**
 * The query Shopify's app proxy sends on: the browser's own parameters, then shop, logged_in_customer_id
 * (empty when nobody is signed in to the store), path_prefix and timestamp, and signature: every parameter
 * but signature as `key=value` (repeated values joined by commas), sorted by key with localeCompare as
 * Shopify's own validator does, concatenated, HMAC-SHA256 with the app secret, hex (shopify.dev,
 * "Authenticate app proxies"; docs/decisions/064).
 */
function proxyQuery(browserQuery: URLSearchParams, customerId: string | null): string {
  const params = new URLSearchParams(browserQuery);
  params.append('shop', PROXY_SHOP);
  params.append('logged_in_customer_id', customerId ?? '');
  params.append('path_prefix', PROXY_PATH);
  params.append('timestamp', String(Math.floor(Date.now() / 1000)));
  const message = [...new Set(params.keys())]
    .sort((a, b) => a.localeCompare(b))
    .map((key) => `${key}=${params.getAll(key).join(',')}`)
    .join('');
  params.append('signature', hmacHex(STORE_APP_SECRET, message));
  return params.toString();
}

export type TrackerMessage = { type: string; customerHash?: string; height?: number };

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The store page's script, as docs/store-embedding.md shows it: messages from the tracker's origin are
 * recorded in window.__trackerMessages, trackerHeight resizes the tracker's frame, and
 * window.sendCustomerHash(hash, proof) posts setCustomerHash to the tracker, with the store proof's fields
 * (customer_id, issued_at, signature) when given.
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
  window.sendCustomerHash = function (hash, proof) {
    document.querySelector('iframe').contentWindow.postMessage(
      Object.assign({ type: 'setCustomerHash', customerHash: hash }, proof || {}),
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
 * setCustomerHash (with a proof when given) to the tracker frame (the store page's first frame) with
 * targetOrigin '*', and records anything sent back in window.__replies.
 */
const otherSenderPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Other site</title></head>
<body>
<p>Another site's frame</p>
<script>
  window.__replies = [];
  window.addEventListener('message', function (event) { window.__replies.push(event.data); });
  window.sendCustomerHash = function (hash, proof) {
    window.parent.frames[0].postMessage(
      Object.assign({ type: 'setCustomerHash', customerHash: hash }, proof || {}),
      '*'
    );
  };
</script>
</body>
</html>`;

/** The other site trying to frame the tracker itself (refused by the tracker's frame-ancestors). */
const otherFramingPage = storePage('Other site framing the tracker', trackerFrame(`${APP_ORIGIN}/`));

/** The demo store's cookie naming its signed-in customer (what the store's own session does). */
const STORE_CUSTOMER_COOKIE = 'demo_store_customer';

/** Request headers Shopify does not pass on to the app: the store's cookies and hop-by-hop headers. */
const DROPPED_REQUEST_HEADERS = new Set(['cookie', 'host', 'connection', 'keep-alive', 'transfer-encoding']);
/** Response headers Shopify does not pass back: the app's cookies and hop-by-hop headers. */
const DROPPED_RESPONSE_HEADERS = new Set(['set-cookie', 'connection', 'keep-alive', 'transfer-encoding']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function storeCustomer(request: http.IncomingMessage): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === STORE_CUSTOMER_COOKIE) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

const htmlResponse = (response: http.ServerResponse, status: number, html: string) => {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
};

/**
 * The demo store of the embedding tests: the store's pages on STORE_ORIGIN and another site's on
 * OTHER_ORIGIN, each a small node http server.
 *
 * Store pages:
 * - /signed?customer_id=ID: the tracker through the signed embed URL (docs/store-embedding.md option 1),
 *   with a store proof made for this render (the theme signs `customer_id:issued_at` each time);
 * - /plain: the tracker without identity; the test posts setCustomerHash with window.sendCustomerHash;
 * - /with-other-frame: the tracker plus a frame of the other site that posts setCustomerHash itself;
 * - /account/login?customer_id=ID: signs that customer in to the store (a store cookie), then shows
 *   /account; /account/logout signs them out;
 * - /apps/tracker/*: Shopify's app proxy as shopify.dev documents it: forwards to APP_ORIGIN/proxy/* with
 *   the signed parameters (logged_in_customer_id from the store cookie), without the Cookie request header
 *   and without the app's Set-Cookie response headers, passing the method, the body and other headers on
 *   and streaming the answer back;
 * - any page added with serve(path, html), e.g. a pasted embed code.
 * Other site: /sender (the frame above) and /frame-tracker (tries to frame the tracker).
 */
class DemoStore {
  readonly storeOrigin = STORE_ORIGIN;
  readonly otherOrigin = OTHER_ORIGIN;
  /** Where the store serves the tracker through its app proxy. */
  readonly proxyUrl = `${STORE_ORIGIN}${PROXY_PATH}/`;
  private readonly pages = new Map<string, string>();
  private readonly servers: http.Server[] = [];
  private readonly lastIssuedAt = new Map<string, number>();

  /** Adds (or replaces) a page on the store origin. */
  serve(path: string, html: string): string {
    this.pages.set(path, html);
    return `${STORE_ORIGIN}${path}`;
  }

  /**
   * A proof for this render of a store page. The tracker accepts a proof once, and two renders for the same
   * customer within one second would sign the same `customer_id:issued_at`: like a customer who reloads a
   * second later, the store waits for the next second.
   */
  async freshProof(customerId: string): Promise<StoreProof> {
    let issuedAt = Math.floor(Date.now() / 1000);
    while (issuedAt <= (this.lastIssuedAt.get(customerId) ?? 0)) {
      await sleep(1000 - (Date.now() % 1000) + 5);
      issuedAt = Math.floor(Date.now() / 1000);
    }
    this.lastIssuedAt.set(customerId, issuedAt);
    return signStoreProof(customerId, issuedAt);
  }

  private async storeResponse(url: URL): Promise<string | null> {
    if (url.pathname === '/signed') {
      const proof = await this.freshProof(url.searchParams.get('customer_id') ?? '');
      return storePage('Demo store: signed embed', trackerFrame(signedEmbedUrl(proof)));
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

  private async handleStore(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', STORE_ORIGIN);
    if (url.pathname === PROXY_PATH || url.pathname.startsWith(`${PROXY_PATH}/`)) {
      return this.forwardToApp(request, response, url);
    }
    if (url.pathname === '/account/login') {
      const customerId = url.searchParams.get('customer_id') ?? '';
      response.writeHead(303, {
        location: '/account',
        'set-cookie': `${STORE_CUSTOMER_COOKIE}=${encodeURIComponent(customerId)}; Path=/; HttpOnly; SameSite=Lax`,
      });
      return void response.end();
    }
    if (url.pathname === '/account/logout') {
      response.writeHead(303, {
        location: '/account',
        'set-cookie': `${STORE_CUSTOMER_COOKIE}=; Path=/; Max-Age=0`,
      });
      return void response.end();
    }
    if (url.pathname === '/account') {
      const customer = storeCustomer(request);
      return htmlResponse(
        response,
        200,
        storePage(customer ? `Demo store: signed in as ${customer}` : 'Demo store: not signed in', ''),
      );
    }
    const html = await this.storeResponse(url);
    htmlResponse(response, html === null ? 404 : 200, html ?? 'Not found');
  }

  /** The app proxy: see the class comment. */
  private forwardToApp(request: http.IncomingMessage, response: http.ServerResponse, url: URL): void {
    const subpath = url.pathname.slice(PROXY_PATH.length);
    const target = new URL(
      `/proxy${subpath}?${proxyQuery(url.searchParams, storeCustomer(request))}`,
      APP_ORIGIN,
    );
    const headers: http.OutgoingHttpHeaders = { host: target.host };
    for (const [name, value] of Object.entries(request.headers)) {
      if (!DROPPED_REQUEST_HEADERS.has(name) && value !== undefined) headers[name] = value;
    }
    const upstream = http.request(target, { method: request.method, headers }, (answer) => {
      const back: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!DROPPED_RESPONSE_HEADERS.has(name) && value !== undefined) back[name] = value;
      }
      response.writeHead(answer.statusCode ?? 502, back);
      answer.pipe(response);
    });
    upstream.on('error', () => {
      if (!response.headersSent) htmlResponse(response, 502, 'Bad gateway');
      else response.destroy();
    });
    request.pipe(upstream);
  }

  private otherResponse(url: URL): string | null {
    if (url.pathname === '/sender') return otherSenderPage;
    if (url.pathname === '/frame-tracker') return otherFramingPage;
    return null;
  }

  private async listen(port: number, handle: http.RequestListener): Promise<void> {
    const server = http.createServer(handle);
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
    await store.listen(STORE_PORT, (request, response) => {
      store.handleStore(request, response).catch(() => {
        if (!response.headersSent) htmlResponse(response, 500, 'Store error');
      });
    });
    await store.listen(OTHER_PORT, (request, response) => {
      const html = store.otherResponse(new URL(request.url ?? '/', OTHER_ORIGIN));
      htmlResponse(response, html === null ? 404 : 200, html ?? 'Not found');
    });
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
