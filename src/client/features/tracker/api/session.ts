import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from '#client/api/sessions.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';

/** The entry edited on /log?edit={id} or shown on /entry?id={id}; disabled without an id (create mode). */
export function useSession(id: string | null) {
  const { customerHash } = useCustomerHash();
  return useQuery(sessionQuery(id, customerHash));
}
