import { createHash, randomBytes } from 'node:crypto';

/** A random token of 256 bits, URL-safe, to send in an email link. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256 digest, so a leaked table grants nothing. */
export function digestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh customer hash of 128 bits, hex. */
export function newCustomerHash(): string {
  return randomBytes(16).toString('hex');
}
