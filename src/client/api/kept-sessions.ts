import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { isMeasurementEntry } from '#shared/devices.ts';
import type { HistoryPage } from '#shared/schemas/history.ts';
import type { Session, SessionKind } from '#shared/schemas/sessions.ts';
import { sessionKeys } from './sessions.ts';

const KIND_TEST: Record<SessionKind, (session: Session) => boolean> = {
  all: () => true,
  sessions: (session) => !isMeasurementEntry(session.device),
  measurements: (session) => session.length !== null || session.girth !== null,
};

const newestFirst = (a: Session, b: Session) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1);

/**
 * Offline, a list the device never loaded is put together from the other session lists it holds for
 * `customerHash` (the home's recent entries, history pages): their entries of `kind`, newest first, as the
 * server orders them (docs/decisions/052). Undefined when the cache holds no list of this customer at all.
 */
export function keptSessions(
  client: QueryClient,
  kind: SessionKind,
  limit: number,
  customerHash: string | null,
): Session[] | undefined {
  const found = new Map<number, Session>();
  let anyList = false;
  for (const query of client.getQueryCache().findAll({ queryKey: sessionKeys.all })) {
    const key = query.queryKey;
    const data = query.state.data;
    if (key[key.length - 1] !== customerHash || data === undefined) continue;
    let entries: Session[] = [];
    if (key[1] === 'list') entries = data as Session[];
    else if (key[1] === 'history')
      entries = (data as InfiniteData<HistoryPage>).pages.flatMap((p) => p.entries);
    else continue;
    anyList = true;
    for (const session of entries) if (KIND_TEST[kind](session)) found.set(session.id, session);
  }
  if (!anyList) return undefined;
  return [...found.values()].sort(newestFirst).slice(0, limit);
}
