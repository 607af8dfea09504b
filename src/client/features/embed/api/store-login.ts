import { appPath } from '#client/lib/base-path.ts';
import { isEmbedded } from '#client/lib/is-embedded.ts';
import { HttpError } from '#client/lib/request.ts';
import { storeLoginFor } from '#shared/contracts/store-login.ts';

/** The platform's display name: 'shopify' -> 'Shopify'. */
export function platformName(platform: string): string {
  return platform ? `${platform.charAt(0).toUpperCase()}${platform.slice(1)}` : 'Store';
}

/**
 * GET /api/{platform}/auth?redirectUrl={path} (spec section 7): an address the browser goes to, not a call
 * (the answer is a redirect to the store), so it is built from the contract's path rather than fetched.
 */
export function storeLoginUrl(platform: string, redirectPath: string): string {
  return `${storeLoginFor(encodeURIComponent(platform)).path}?${new URLSearchParams({ redirectUrl: redirectPath })}`;
}

/**
 * Sends the browser to the store's customer login. The address is tried first without following the
 * redirect, so a 503 (store login not configured) or 400 becomes an HttpError instead of an error page.
 * Inside the store's frame the whole tab goes (a store login page cannot be shown in a frame); the
 * browser allows that after the user's click, and throws otherwise.
 */
export async function startStoreLogin(platform: string, redirectPath: string): Promise<void> {
  const url = appPath(storeLoginUrl(platform, redirectPath));
  const probe = await fetch(url, { credentials: 'include', redirect: 'manual' });
  if (probe.type !== 'opaqueredirect' && !probe.ok) {
    const body = await probe.text().catch(() => '');
    throw new HttpError(probe.status, probe.statusText, body);
  }
  const target = isEmbedded() && window.top ? window.top : window;
  target.location.href = new URL(url, window.location.origin).toString();
}
