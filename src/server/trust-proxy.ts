import net from 'node:net';

/** What Fastify's trustProxy is given: nothing, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(item: string): boolean {
  if (NAMED_RANGES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = net.isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Parses TRUST_PROXY: `false` (or empty, or 0), a hop count (how many proxies stand in front of the app),
 * or a comma-separated list of proxy addresses, CIDR ranges or `loopback` / `linklocal` / `uniquelocal`.
 * `true` is refused: it would trust any X-Forwarded-For a client sends, so rotating it would dodge every
 * per-IP rate limit. Answers `{ trust }`, or the message explaining what is wrong.
 */
export function parseTrustProxy(raw: string): { trust: TrustProxy } | string {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return { trust: false };
  if (value === 'true') {
    return (
      'true would trust any X-Forwarded-For header a client sends (so rotating it defeats rate limits); ' +
      'give the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.5,10.1.0.0/16)'
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? { trust: hops } : 'must be a hop count from 0 to 10, or proxy addresses';
  }
  const items = value.split(',').map((item) => item.trim());
  const wrong = items.filter((item) => !isAddressOrRange(item));
  if (wrong.length > 0) {
    return (
      `${wrong.map((item) => `"${item}"`).join(', ')} is not an IP address, CIDR range, loopback, ` +
      'linklocal or uniquelocal; give a hop count (e.g. 1) or a comma-separated list of proxy addresses'
    );
  }
  return { trust: items };
}

/** Fastify's trustProxy option: a hop count trusts that many proxies nearest the app (as Fastify does). */
export function trustProxyOption(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
