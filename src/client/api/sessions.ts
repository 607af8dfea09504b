import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import type { CallInput } from '#shared/contracts/contract.ts';
import { listHistory } from '#shared/contracts/history.ts';
import * as contracts from '#shared/contracts/sessions.ts';
import type { SessionKind } from '#shared/schemas/sessions.ts';

/**
 * The query keys of the sessions resource, for every feature that reads or changes sessions. Each starts
 * with `sessionKeys.all`, so invalidating it after a save or delete refreshes lists, statistics and
 * details at once; each ends with the customer hash, so another customer's data is another entry.
 */
export const sessionKeys = {
  all: [contracts.listSessions.path] as const,
  list: (kind: SessionKind, limit: number, customerHash: string | null) =>
    [...sessionKeys.all, 'list', kind, limit, customerHash] as const,
  stats: (tz: string, customerHash: string | null) =>
    [...sessionKeys.all, 'stats', tz, customerHash] as const,
  detail: (id: string | null, customerHash: string | null) =>
    [...sessionKeys.all, 'detail', id, customerHash] as const,
  /** The history's pages for one filter (GET /api/sessions/history). */
  history: (kind: SessionKind, device: string | null, customerHash: string | null) =>
    [...sessionKeys.all, 'history', kind, device, customerHash] as const,
};

/** GET /api/sessions?limit&kind: newest first, never the whole history. */
export const fetchSessions = (kind: SessionKind, limit: number) =>
  callApi(contracts.listSessions, { query: { limit, kind } });

/** GET /api/sessions/stats?tz: sessions, minutes and days in the customer's time zone. */
const fetchSessionStats = (tz: string) => callApi(contracts.getSessionStats, { query: { tz } });

/** GET /api/sessions/{id}: one of the customer's own entries (404 otherwise). */
const fetchSession = (id: string) => callApi(contracts.getSession, { params: { id } });

/** A bounded session list; enabled only once a customer hash exists (spec section 7). */
export const sessionsQuery = (kind: SessionKind, limit: number, customerHash: string | null) =>
  queryOptions({
    queryKey: sessionKeys.list(kind, limit, customerHash),
    queryFn: () => fetchSessions(kind, limit),
    enabled: !!customerHash,
  });

/** The three tiles' figures; enabled only once a customer hash exists. */
export const sessionStatsQuery = (tz: string, customerHash: string | null) =>
  queryOptions({
    queryKey: sessionKeys.stats(tz, customerHash),
    queryFn: () => fetchSessionStats(tz),
    enabled: !!customerHash,
  });

/** GET /api/sessions/history: one page of the history, older than the cursor (the newest without one). */
export const fetchHistoryPage = (kind: SessionKind, device: string | null, cursor: string | null) =>
  callApi(listHistory, {
    query: { kind, ...(device ? { device } : {}), ...(cursor ? { cursor } : {}) },
  });

/** The whole history a page at a time, newest first; each page says where the next begins. */
export const historyQuery = (kind: SessionKind, device: string | null, customerHash: string | null) =>
  infiniteQueryOptions({
    queryKey: sessionKeys.history(kind, device, customerHash),
    queryFn: ({ pageParam }) => fetchHistoryPage(kind, device, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: !!customerHash,
  });

/** One entry to edit; disabled without an id (create mode) or a customer hash. */
export const sessionQuery = (id: string | null, customerHash: string | null) =>
  queryOptions({
    queryKey: sessionKeys.detail(id, customerHash),
    queryFn: () => fetchSession(id ?? ''),
    enabled: !!id && !!customerHash,
  });

type SessionBody = CallInput<typeof contracts.createSession>['body'] & object;

/**
 * POST /api/sessions: a session as multipart (spec section 7), or a measurement entry as JSON. The writes
 * take an idempotency key (docs/decisions/023): one per user action, the same on its retries.
 */
export const createSession = (body: SessionBody, idempotencyKey?: string) =>
  callApi(contracts.createSession, { body }, { idempotencyKey });

/** PUT /api/sessions/{id}, multipart like POST. */
export const updateSession = (id: number, body: SessionBody, idempotencyKey?: string) =>
  callApi(contracts.updateSession, { params: { id }, body }, { idempotencyKey });

/** DELETE /api/sessions/{id}. */
export const deleteSession = (id: number, idempotencyKey?: string) =>
  callApi(contracts.deleteSession, { params: { id } }, { idempotencyKey });

/** GET /api/sessions/export: the customer's sessions as a CSV file. */
export const fetchSessionsCsv = () => callApi(contracts.exportSessions);
