import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * True when the Authorization header is `Bearer <token>` with the configured metrics token, compared in
 * constant time (both hashed first, so neither the length nor a common prefix shows in the timing).
 */
export function hasMetricsToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token));
}
