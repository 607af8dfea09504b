import { useQuery } from '@tanstack/react-query';
import { apiGet, hasStatus } from '#client/lib/request.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import type { Session } from '#shared/schemas/sessions.ts';

/** Every session query starts with this; invalidating it refreshes lists, statistics and details. */
export const SESSIONS_KEY = ['/api/sessions'] as const;

export type SessionKind = 'all' | 'sessions' | 'measurements';

/** GET /api/sessions?limit&kind: newest first, never the whole history. */
export function fetchSessions(kind: SessionKind, limit: number): Promise<Session[]> {
  return apiGet<Session[]>(`/api/sessions?${new URLSearchParams({ limit: String(limit), kind })}`);
}

// Spec section 9: the tracker's session list is retried once; a refusal (4xx) will not change on retry.
const retryOnce = (failures: number, err: unknown) =>
  failures < 1 && ![400, 401, 403, 404].some((status) => hasStatus(err, status));

/** A bounded session list, enabled only once a customer hash exists (spec section 7). */
export function useSessions(kind: SessionKind, limit: number) {
  const { customerHash } = useCustomerHash();
  return useQuery({
    queryKey: [...SESSIONS_KEY, 'list', kind, limit, customerHash],
    queryFn: () => fetchSessions(kind, limit),
    enabled: !!customerHash,
    retry: retryOnce,
  });
}
