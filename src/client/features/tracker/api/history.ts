import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { keptSessions } from '#client/api/kept-sessions.ts';
import { historyQuery } from '#client/api/sessions.ts';
import { useOnline } from '#client/lib/offline/online-status.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { HISTORY_PAGE_DEFAULT, type HistoryEntry } from '#shared/schemas/history.ts';
import type { SessionKind } from '#shared/schemas/sessions.ts';

/** The history for one filter, page after page; enabled only once a customer hash exists. */
export function useHistory(kind: SessionKind, device: string | null) {
  const { customerHash } = useCustomerHash();
  return useInfiniteQuery(historyQuery(kind, device, customerHash));
}

/**
 * Offline, while `missing` (this filter's history was never loaded here): the entries of this kind and
 * device that the device kept in its other lists, newest first (docs/decisions/052); otherwise undefined.
 */
export function useKeptHistory(
  missing: boolean,
  kind: SessionKind,
  device: string | null,
): HistoryEntry[] | undefined {
  const online = useOnline();
  const client = useQueryClient();
  const { customerHash } = useCustomerHash();
  if (!missing || online) return undefined;
  return keptSessions(client, kind, HISTORY_PAGE_DEFAULT, customerHash)
    ?.filter((session) => device === null || session.device === device)
    .map((session) => ({ checkin: null, ...session }));
}
