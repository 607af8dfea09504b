import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import * as contracts from '#shared/contracts/consent.ts';
import type { AcceptConsentBody } from '#shared/schemas/consent.ts';

/** The query keys of the customer's consents, one entry per customer hash. */
export const consentKeys = {
  all: [contracts.getConsent.path] as const,
  mine: (customerHash: string | null) => [...consentKeys.all, customerHash] as const,
};

/** GET /api/consent: whether the customer accepted the privacy notice and photo storage. */
export const consentQuery = (customerHash: string | null) =>
  queryOptions({
    queryKey: consentKeys.mine(customerHash),
    queryFn: () => callApi(contracts.getConsent),
    enabled: !!customerHash,
  });

/** The customer's consents; undefined while loading or without a customer. */
export function useConsent() {
  const { customerHash } = useCustomerHash();
  return useQuery(consentQuery(customerHash));
}

/** POST /api/consent: accepts the notice or photo storage; the answer replaces the cached consents. */
export function useAcceptConsent() {
  const queryClient = useQueryClient();
  const { customerHash } = useCustomerHash();
  return useMutation({
    mutationFn: (body: AcceptConsentBody) => callApi(contracts.acceptConsent, { body }),
    onSuccess: (status) => queryClient.setQueryData(consentKeys.mine(customerHash), status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consentKeys.all }),
  });
}
