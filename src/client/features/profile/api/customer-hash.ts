import { useQuery } from '@tanstack/react-query';
import { invitationQuery } from '#client/api/customer.ts';
import { fetchUserCustomerHash, USER_CUSTOMER_HASH_KEY } from '#client/lib/use-customer-hash.ts';
import type { InvitationProof } from '#shared/schemas/customer.ts';

/**
 * The signed-in user's own customer hash (GET /api/user/customer-hash), whatever else this browser holds,
 * for the admin's Website Integration card. Shares its cache entry with the tracker's lookup.
 */
export function useOwnCustomerHash() {
  return useQuery({
    queryKey: USER_CUSTOMER_HASH_KEY,
    queryFn: fetchUserCustomerHash,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The embed invitation for the user's own hash, asked again each time the card is shown. */
export function useEmbedInvitation(enabled: boolean) {
  return useQuery(invitationQuery(enabled));
}

/**
 * The embed code of spec section 2 (Profile): an iframe of this app with the customer_hash parameter, and
 * with the invitation's expiry and signature, without which the server acts on nothing.
 */
export function embedCode(origin: string, invitation: InvitationProof): string {
  const query = new URLSearchParams({
    customer_hash: invitation.customer_hash,
    expires: String(invitation.expires),
    signature: invitation.signature,
  });
  return `<iframe src="${origin}/?${query.toString().replaceAll('&', '&amp;')}" width="100%" height="800" frameborder="0"></iframe>`;
}
