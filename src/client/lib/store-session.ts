/**
 * The store session token from POST /api/customer/session, kept in memory only (never in storage): sent
 * as `Authorization: Bearer` so a store customer stays recognised where the browser drops the cookie in
 * the store's cross-site frame (Safari, Chrome with third-party cookies blocked). Lasts for the page view.
 */
let token: string | null = null;

export function setStoreSessionToken(value: string | null): void {
  token = value;
}

/** The Authorization header for the store session, if there is one. */
export function storeSessionHeaders(): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}
