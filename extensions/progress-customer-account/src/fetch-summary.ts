import type { CustomerAccountSummary } from '#shared/schemas/customer-account.ts';
import { APP_URL } from './app-url.ts';
import type { ShopifyApi } from './shopify-api.ts';

/** GET /api/customer-account/summary answered something else than 200 (or not at all: status 0). */
export class SummaryError extends Error {
  constructor(readonly status: number) {
    super(`The tracker answered ${status || 'nothing'}`);
  }
}

/**
 * The customer's figures from the tracker, with Shopify's session token (a JWT the tracker checks with the
 * app's secret, naming the customer) as the bearer: no cookie crosses from customer accounts.
 */
export async function fetchSummary(api: ShopifyApi, appUrl = APP_URL): Promise<CustomerAccountSummary> {
  const token = await api.sessionToken.get();
  let response: Response;
  try {
    response = await fetch(`${appUrl}/api/customer-account/summary`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
  } catch {
    throw new SummaryError(0);
  }
  if (!response.ok) throw new SummaryError(response.status);
  // The tracker checks the answer against the contract (src/shared/contracts/customer-account.ts) before it
  // leaves; the page does not carry zod to check it again (Shopify's 64 KB limit).
  return (await response.json()) as CustomerAccountSummary;
}
