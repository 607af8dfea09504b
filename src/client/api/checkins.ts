import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import * as contracts from '#shared/contracts/checkins.ts';
import type { Checkin } from '#shared/schemas/checkins.ts';
import { sessionKeys } from './sessions.ts';

/**
 * The check-in's query keys. The summary lives under `sessionKeys.all`: logging, changing or deleting a
 * session changes which sessions are the last three, and those writes already refresh that key.
 */
export const checkinKeys = {
  summary: (customerHash: string | null) => [...sessionKeys.all, 'checkin-summary', customerHash] as const,
  /** Every history page, whose entries carry their check-in. */
  history: [...sessionKeys.all, 'history'] as const,
  /** One session's check-in, on its entry's detail (its query adds the customer hash). */
  ofSession: (id: string | number) => [...sessionKeys.all, 'checkin', String(id)] as const,
};

/** GET /api/checkins/summary: whether home shows the notice to rest. */
export const checkinSummaryQuery = (customerHash: string | null) =>
  queryOptions({
    queryKey: checkinKeys.summary(customerHash),
    queryFn: () => callApi(contracts.getCheckinSummary),
    enabled: !!customerHash,
  });

/** GET /api/sessions/{id}/checkin: one session's check-in; disabled without an id or a customer hash. */
export const sessionCheckinQuery = (id: string | null, customerHash: string | null) =>
  queryOptions({
    queryKey: [...checkinKeys.ofSession(id ?? ''), customerHash],
    queryFn: () => callApi(contracts.getCheckin, { params: { id: id ?? '' } }),
    enabled: !!id && !!customerHash,
  });

/** PUT /api/sessions/{id}/checkin. */
export const saveCheckin = (id: number, body: Checkin, idempotencyKey?: string) =>
  callApi(contracts.saveCheckin, { params: { id }, body }, { idempotencyKey });
