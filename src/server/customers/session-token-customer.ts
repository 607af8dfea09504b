import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { AppError, unauthorized } from '../lib/app-error.ts';
import { markShopInstalled } from '../services/shopify-shops/mark-shop-installed.ts';
import { verifySessionToken } from '../store/session-token.ts';
import { effectiveCustomerHash } from './customer-hash.ts';
import { shopDomainOf, shopifyCustomerHash } from './shopify-identity.ts';

const BEARER = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/;
const REFUSED = 'The session token could not be verified';

export type SessionTokenCustomer = { customerHash: string; shop: string };

/**
 * The customer a customer-account extension's request names (docs/decisions/064): Shopify's session token
 * as `Authorization: Bearer`, verified with the app secret (HS256 only), from our shop (`dest`;
 * STORE_SHOP_DOMAIN when set), for a signed-in customer (`sub`), mapped to that customer's one hash (or the
 * account it is linked to). Anything else is a 401; no cookie is read.
 */
export async function sessionTokenCustomer(
  request: FastifyRequest,
  deps: Pick<Deps, 'db' | 'config'>,
): Promise<SessionTokenCustomer> {
  const { store } = deps.config;
  if (!store.appSecret) throw new AppError('NOT_CONFIGURED', 'The store app is not configured');
  const header = request.headers.authorization;
  const token = typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
  if (!token) throw unauthorized(REFUSED);
  const check = await verifySessionToken(store.appSecret, token, { audience: store.appClientId });
  if (!check.ok) {
    request.log.info({ reason: check.reason }, 'session token refused');
    throw unauthorized(REFUSED);
  }
  const shop = shopDomainOf(check.dest);
  if (!shop || (store.shopDomain && shop !== store.shopDomain)) {
    request.log.info({ reason: 'another shop' }, 'session token refused');
    throw unauthorized(REFUSED);
  }
  if (!check.customerId) throw unauthorized('Sign in to your store account to see your progress');
  await markShopInstalled(deps, shop);
  const customerHash = await shopifyCustomerHash(deps, shop, check.customerId);
  return { customerHash: (await effectiveCustomerHash(deps, customerHash)) ?? customerHash, shop };
}
