import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { createInvitation, lookupCustomerHash } from '#shared/contracts/customer.ts';

/** Query keys of the store-customer identity: the lookups of GET /api/customer/hash, and invitations. */
export const customerKeys = {
  /** Every lookup of the store customer (the cookie's, or a proof's exchange), by its first element. */
  lookup: [lookupCustomerHash.path] as const,
  invitation: [createInvitation.path] as const,
};

/**
 * POST /api/customer/invitation: a signature of the user's own hash that the server accepts once, for a
 * few minutes (docs/decisions/010-customer-identity.md). Asked again each time it is shown.
 */
export function invitationQuery(enabled: boolean) {
  return queryOptions({
    queryKey: customerKeys.invitation,
    queryFn: () => callApi(createInvitation),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
