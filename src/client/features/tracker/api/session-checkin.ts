import { useQuery } from '@tanstack/react-query';
import { sessionCheckinQuery } from '#client/api/checkins.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';

/** The check-in of the entry on /entry?id={id}; disabled without an id. */
export function useSessionCheckin(id: string | null) {
  const { customerHash } = useCustomerHash();
  return useQuery(sessionCheckinQuery(id, customerHash));
}
