import { type APIRequestContext, expect } from '@playwright/test';
import { CONSENT_VERSIONS, type ConsentKind } from '../../src/shared/privacy-notice.ts';
import type { StoreProof } from './demo-store.ts';

// The privacy notice (docs/decisions/022) covers the tracker's screens until the customer accepts it, and
// a photo needs consent to photo storage. Journeys about other things accept both through the API first,
// as the customer they act as, so their screens are what they test.

const ALL: readonly ConsentKind[] = ['notice', 'photos'];

/**
 * Accepts the notice and photo storage as the customer `request` proves: its login cookie (a page's
 * `page.request` after signing in), the headers given (a store session's bearer token), or through the
 * store's app proxy (`url` under the proxy, the store's cookie in `request`).
 */
export async function acceptPrivacy(
  request: APIRequestContext,
  { headers = {}, url = '/api/consent' }: { headers?: Record<string, string>; url?: string } = {},
  kinds: readonly ConsentKind[] = ALL,
) {
  for (const kind of kinds) {
    const reply = await request.post(url, {
      headers,
      data: { kind, version: CONSENT_VERSIONS[kind] },
    });
    expect(reply.status(), `accepting ${kind}`).toBe(200);
  }
}

/**
 * Accepts both for an account, signing in through the API and out again (consents belong to the
 * customer, not to a login session), so the journey's own sign-in finds them given.
 */
export async function acceptPrivacyForAccount(request: APIRequestContext, email: string, password: string) {
  expect((await request.post('/api/login', { data: { email, password } })).status()).toBe(200);
  await acceptPrivacy(request);
  expect((await request.post('/api/logout')).status()).toBe(200);
}

/**
 * Accepts both for a store customer without an account: a store proof (use a fresh one, e.g. from
 * demoStore.freshProof) exchanged for a store session, whose bearer token proves the customer.
 */
export async function acceptPrivacyForStoreCustomer(request: APIRequestContext, proof: StoreProof) {
  const reply = await request.post('/api/customer/session', { data: proof });
  expect(reply.status()).toBe(200);
  const { token } = (await reply.json()) as { token: string };
  await acceptPrivacy(request, { headers: { authorization: `Bearer ${token}` } });
}
