import { useQuery } from '@tanstack/react-query';
import { sessionsQuery } from '#client/api/sessions.ts';
import { hasStatus } from '#client/lib/request.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import type { SessionKind } from '#shared/schemas/sessions.ts';

// Spec section 9: the tracker's session list is retried once; a refusal (4xx) will not change on retry.
export const sessionListRetry = (failures: number, err: unknown) =>
  failures < 1 && ![400, 401, 403, 404].some((status) => hasStatus(err, status));

/** A bounded session list, enabled only once a customer hash exists (spec section 7). */
export function useSessions(kind: SessionKind, limit: number) {
  const { customerHash } = useCustomerHash();
  return useQuery({ ...sessionsQuery(kind, limit, customerHash), retry: sessionListRetry });
}
