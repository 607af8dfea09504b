import { confirmEmail } from '#shared/contracts/auth.ts';

/**
 * The server endpoint /verify-email forwards to (spec section 7): ?token, else ?full_url, else the
 * fallback ?nested_url (links rewritten by mail trackers); null when the link carries none of them.
 */
export function verificationTarget(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const name of ['token', 'full_url', 'nested_url'] as const) {
    const value = params.get(name);
    if (value) return `${confirmEmail.path}?${name}=${encodeURIComponent(value)}`;
  }
  return null;
}
