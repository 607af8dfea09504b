import { useInfiniteQuery } from '@tanstack/react-query';
import { historyQuery } from '#client/api/sessions.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import type { SessionKind } from '#shared/schemas/sessions.ts';

/** The history for one filter, page after page; enabled only once a customer hash exists. */
export function useHistory(kind: SessionKind, device: string | null) {
  const { customerHash } = useCustomerHash();
  return useInfiniteQuery(historyQuery(kind, device, customerHash));
}
