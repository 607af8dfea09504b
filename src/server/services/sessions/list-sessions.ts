import { and, desc, eq, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import { MEASUREMENT_DEVICE } from '#shared/devices.ts';
import type { SessionKind } from '#shared/schemas/sessions.ts';
import { type Placeholders, preparedQuery } from '../../db/prepared-query.ts';
import { sessions } from '../../db/schema/sessions-and-photos.ts';
import type { Deps } from '../../deps.ts';
import type { SessionRow } from '../../presenters/session.ts';

const FILTERS: Record<SessionKind, SQL | undefined> = {
  all: undefined,
  sessions: ne(sessions.device, MEASUREMENT_DEVICE),
  // The measured index's predicate word for word.
  measurements: or(isNotNull(sessions.length), isNotNull(sessions.girth)),
};

const listOf = (filter: SQL | undefined) =>
  preparedQuery((db, $: Placeholders<{ customerHash: string; limit: number }>) =>
    db
      .select()
      .from(sessions)
      .where(and(eq(sessions.customerHash, $.customerHash), filter))
      .orderBy(desc(sessions.date), desc(sessions.id))
      .limit($.limit),
  );

// One prepared query per kind, newest first in sessions_customer_date_idx's order, so the read is an index
// scan of `limit` entries; nothing is built per request (docs/decisions/031).
export const LIST_QUERIES = {
  all: listOf(FILTERS.all),
  sessions: listOf(FILTERS.sessions),
  measurements: listOf(FILTERS.measurements),
};

/** A customer's entries, newest first, at most `limit`. */
export async function listSessions(
  deps: Pick<Deps, 'db' | 'pool'>,
  customerHash: string,
  kind: SessionKind,
  limit: number,
): Promise<SessionRow[]> {
  return LIST_QUERIES[kind].run(deps, { customerHash, limit });
}
