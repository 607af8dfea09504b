import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { AppError, unauthorized } from '../lib/app-error.ts';
import { markShopInstalled } from '../services/shopify-shops/mark-shop-installed.ts';
import { verifyAppProxy } from '../store/signatures.ts';
import { shopDomainOf, shopifyCustomerHash } from './shopify-identity.ts';

/**
 * Where Shopify's app proxy forwards to: `https://<store>/apps/tracker/<path>` arrives as
 * `/proxy/<path>?shop=…&logged_in_customer_id=…&path_prefix=…&timestamp=…&signature=…`. The app strips the
 * prefix (app.ts rewriteUrl) and serves the same pages, assets and API as at the root.
 */
const APP_PROXY_PREFIX = '/proxy';

/** The URL with the app-proxy prefix removed, or null when the URL is not under it. */
export function stripProxyPrefix(url: string): string | null {
  if (url === APP_PROXY_PREFIX) return '/';
  if (url.startsWith(`${APP_PROXY_PREFIX}/`)) return url.slice(APP_PROXY_PREFIX.length);
  if (url.startsWith(`${APP_PROXY_PREFIX}?`)) return `/${url.slice(APP_PROXY_PREFIX.length)}`;
  return null;
}

/** True for a request that reached us through the store's app proxy. */
export function isProxied(request: FastifyRequest): boolean {
  return stripProxyPrefix(request.originalUrl) !== null;
}

/** The path the store serves the tracker at (Shopify's `path_prefix`), for the page's <base href>. */
export function proxyPathPrefix(request: FastifyRequest): string | null {
  const query = request.originalUrl.split('?')[1] ?? '';
  const prefix = new URLSearchParams(query).get('path_prefix');
  // A path of the store, never '//host' (which a <base href> would read as another site).
  return prefix && /^\/[A-Za-z0-9_-][A-Za-z0-9/_-]{0,99}$/.test(prefix) ? prefix.replace(/\/+$/, '') : null;
}

const verified = new WeakMap<FastifyRequest, Promise<string | null>>();

/**
 * The store customer of a proxied request, verified from Shopify's signed parameters on this request
 * alone (Shopify drops cookies both ways): their customer hash, or null when nobody is signed in to the
 * store. A missing or wrong signature is a 401.
 */
export function proxyCustomer(
  request: FastifyRequest,
  deps: Pick<Deps, 'db' | 'config'>,
): Promise<string | null> {
  let pending = verified.get(request);
  if (!pending) {
    pending = verify(request, deps);
    verified.set(request, pending);
  }
  return pending;
}

async function verify(request: FastifyRequest, deps: Pick<Deps, 'db' | 'config'>): Promise<string | null> {
  const { store } = deps.config;
  if (!store.appSecret) throw new AppError('NOT_CONFIGURED', 'The store app proxy is not configured');
  const check = verifyAppProxy(store.appSecret, request.originalUrl.split('?')[1] ?? '');
  if (!check.ok) throw unauthorized('The store request could not be verified', 'PROXY_SIGNATURE_INVALID');
  const shop = shopDomainOf(check.shop);
  if (!shop || (store.shopDomain && shop !== store.shopDomain)) {
    throw unauthorized('The store request could not be verified', 'PROXY_SIGNATURE_INVALID');
  }
  await markShopInstalled(deps, shop);
  if (!check.customerId) return null;
  // One hash per shop customer, the same as the signed embed URL's and the customer-account page's.
  return shopifyCustomerHash(deps, shop, check.customerId);
}
