import { and, desc, eq, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { MEASUREMENT_DEVICE } from '#shared/devices.ts';
import type { SessionKind } from '#shared/schemas/sessions.ts';
import type { Db } from '../../db/client.ts';
import { reusableQuery, UNNAMED_STATEMENT } from '../../db/reusable-query.ts';
import { trainingSessions } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';

const s = trainingSessions;

/** The list query of one kind, newest first as sessions_customer_date_idx is ordered (an index read). */
function listQuery(kind: SessionKind) {
  return reusableQuery((db: Db) => {
    const filters: SQL[] = [eq(s.customerHash, sql.placeholder('customerHash'))];
    if (kind === 'sessions') filters.push(ne(s.device, MEASUREMENT_DEVICE));
    if (kind === 'measurements') filters.push(or(isNotNull(s.length), isNotNull(s.girth)) as SQL);
    return db
      .select()
      .from(s)
      .where(and(...filters))
      .orderBy(desc(s.date), desc(s.id))
      .limit(sql.placeholder('limit'))
      .prepare(UNNAMED_STATEMENT);
  });
}

const listQueries: Record<SessionKind, ReturnType<typeof listQuery>> = {
  all: listQuery('all'),
  sessions: listQuery('sessions'),
  measurements: listQuery('measurements'),
};

/** A customer's entries, newest first, at most `limit`. */
export async function listSessions(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
  kind: SessionKind,
  limit: number,
) {
  return listQueries[kind](deps.db).execute({ customerHash, limit });
}
