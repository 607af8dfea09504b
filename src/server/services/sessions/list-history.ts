import { and, desc, eq, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { MEASUREMENT_DEVICE } from '#shared/devices.ts';
import type { HistoryQuery } from '#shared/schemas/history.ts';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/sessions-and-photos.ts';
import type { Deps } from '../../deps.ts';
import { checkinsOfSessions } from '../checkins/checkins-of-sessions.ts';
import { decodeHistoryCursor, encodeHistoryCursor, type HistoryCursor } from './history-cursor.ts';

type HistoryFilter = Pick<HistoryQuery, 'kind' | 'device'> & { after: HistoryCursor | null; limit: number };

const s = sessions;

/**
 * The query of one history page. Keyset, not OFFSET: the row comparison `(date, id) < cursor` is an index
 * condition on sessions_customer_date_idx (or the device or measured index for a filter), so a page deep
 * in a long history reads the same few index entries as the first. The order is the indexes' own (DESC,
 * which is NULLS FIRST): any other NULLS order would make PostgreSQL sort every entry of the customer.
 */
export function historyQuery(db: Db, customerHash: string, filter: HistoryFilter) {
  const where: SQL[] = [eq(s.customerHash, customerHash)];
  if (filter.device) where.push(eq(s.device, filter.device));
  if (filter.kind === 'sessions') where.push(ne(s.device, MEASUREMENT_DEVICE));
  // The same meaning as GET /api/sessions?kind=measurements, and the partial index's predicate word for word.
  if (filter.kind === 'measurements') where.push(or(isNotNull(s.length), isNotNull(s.girth)) as SQL);
  if (filter.after) {
    where.push(sql`(${s.date}, ${s.id}) < (${filter.after.date}::timestamptz, ${filter.after.id}::integer)`);
  }
  return db
    .select({
      row: s,
      // The date to the microsecond for the cursor (a Date would round it to the millisecond).
      cursorDate: sql<string>`to_char(${s.date} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(s)
    .where(and(...where))
    .orderBy(desc(s.date), desc(s.id))
    .limit(filter.limit);
}

/**
 * A page of the customer's entries, newest first, after the given cursor, the cursor of the next, and the
 * page's check-ins by session id.
 */
export async function listHistory(deps: Pick<Deps, 'db'>, customerHash: string, query: HistoryQuery) {
  const after = query.cursor ? decodeHistoryCursor(query.cursor) : null;
  // One more than asked says whether another page exists, so the last page carries no cursor.
  const rows = await historyQuery(deps.db, customerHash, { ...query, after, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeHistoryCursor({ date: last.cursorDate, id: last.row.id })
      : null;
  const checkins = await checkinsOfSessions(
    deps.db,
    page.map((entry) => entry.row.id),
  );
  return { entries: page.map((entry) => entry.row), nextCursor, checkins };
}
