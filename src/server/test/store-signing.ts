import { createHmac } from 'node:crypto';

const hmac = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

/** A store proof as the theme makes it: hmac_sha256 of `customer_id:issued_at` with the shared secret. */
export function signStoreProof(secret: string, customerId: string, issuedAt = Math.floor(Date.now() / 1000)) {
  return {
    customer_id: customerId,
    issued_at: issuedAt,
    signature: hmac(secret, `${customerId}:${issuedAt}`),
  };
}

/**
 * The query Shopify's app proxy adds to a forwarded request, signed as Shopify's validator reads it: every
 * parameter but `signature`, as `key=value` (repeated values joined by commas), sorted by key with
 * localeCompare, joined with nothing, HMAC-SHA256 with the app secret, hex. `extra` are the browser's own
 * query parameters.
 */
export function signProxyQuery(
  secret: string,
  customerId: string | null,
  extra: [string, string][] = [],
  timestamp = Math.floor(Date.now() / 1000),
  shop = 'demo.myshopify.com',
): string {
  const params: [string, string][] = [
    ...extra,
    ['shop', shop],
    ['logged_in_customer_id', customerId ?? ''],
    ['path_prefix', '/apps/tracker'],
    ['timestamp', String(timestamp)],
  ];
  const grouped = new Map<string, string[]>();
  for (const [key, value] of params) grouped.set(key, [...(grouped.get(key) ?? []), value]);
  const message = [...grouped]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, values]) => `${key}=${values.join(',')}`)
    .join('');
  return new URLSearchParams([...params, ['signature', hmac(secret, message)]]).toString();
}

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/**
 * A session token as Shopify signs one for a customer-account UI extension: a JWT, HS256 with the app
 * secret, `dest` the shop, `sub` the customer's gid, five minutes long. `header` and `claims` override.
 */
export function signSessionToken(
  secret: string,
  claims: Record<string, unknown> = {},
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    dest: 'demo.myshopify.com',
    aud: 'client-id-0123',
    sub: 'gid://shopify/Customer/4242',
    iat: now,
    nbf: now,
    exp: now + 300,
    jti: crypto.randomUUID(),
    sid: 'session-id',
    ...claims,
  };
  const signingInput = `${base64url(header)}.${base64url(payload)}`;
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
}
