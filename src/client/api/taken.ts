import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import * as contracts from '#shared/contracts/taken.ts';
import { browserTimeZone } from '#shared/rules/date-formats.ts';
import { deleteSession, sessionKeys } from './sessions.ts';

/**
 * Products taken or applied on a day (docs/decisions/061). The keys start with `sessionKeys.all`: a session
 * saved or deleted anywhere refreshes the card, and a mark refreshes the lists and numbers.
 */
export const takenKeys = {
  all: [...sessionKeys.all, 'taken'] as const,
  today: (tz: string, customerHash: string | null) => [...takenKeys.all, tz, customerHash] as const,
};

export const takenTodayQuery = (tz: string, customerHash: string | null) =>
  queryOptions({
    queryKey: takenKeys.today(tz, customerHash),
    queryFn: () => callApi(contracts.getTakenToday, { query: { tz } }),
    enabled: !!customerHash,
  });

/** GET /api/taken in the browser's zone. */
export function useTakenToday() {
  const { customerHash } = useCustomerHash();
  return useQuery(takenTodayQuery(browserTimeZone(), customerHash));
}

/** POST /api/taken (mark) or DELETE the mark's entry (undo); either refreshes every session read. */
export function useTakenMark() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  const mark = useMutation({
    mutationFn: (device: string) =>
      callApi(contracts.markTaken, { body: { device, timeZone: browserTimeZone() } }),
    onSuccess: refresh,
  });
  const undo = useMutation({
    mutationFn: (id: number) => deleteSession(id),
    onSuccess: refresh,
  });
  return { mark, undo };
}
