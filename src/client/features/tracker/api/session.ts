import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#client/lib/request.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import type { Session } from '#shared/schemas/sessions.ts';
import { SESSIONS_KEY } from './sessions.ts';

/** GET /api/sessions/{id}: one of the customer's own sessions (404 otherwise). */
export function fetchSession(id: string): Promise<Session> {
  return apiGet<Session>(`/api/sessions/${encodeURIComponent(id)}`);
}

/** The session being edited on /log?edit={id}; disabled in create mode (id null). */
export function useSession(id: string | null) {
  const { customerHash } = useCustomerHash();
  return useQuery({
    queryKey: [...SESSIONS_KEY, 'detail', id, customerHash],
    queryFn: () => fetchSession(id ?? ''),
    enabled: !!id && !!customerHash,
  });
}
