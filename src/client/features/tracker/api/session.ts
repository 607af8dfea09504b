import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from '#client/api/sessions.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';

/** The session being edited on /log?edit={id}; disabled in create mode (id null). */
export function useSession(id: string | null) {
  const { customerHash } = useCustomerHash();
  return useQuery(sessionQuery(id, customerHash));
}
