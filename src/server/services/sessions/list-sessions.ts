import { MEASUREMENT_DEVICE } from '#shared/devices.ts';
import type { SessionKind } from '#shared/schemas/sessions.ts';
import { runQuery } from '../../db/run-query.ts';
import type { Deps } from '../../deps.ts';
import type { SessionRow } from '../../presenters/session.ts';
import { SESSION_ROW_COLUMNS } from './session-columns.ts';

const FILTERS: Record<SessionKind, string> = {
  all: '',
  sessions: 'AND device <> $3',
  // The measured index's predicate word for word.
  measurements: 'AND (length IS NOT NULL OR girth IS NOT NULL)',
};

// One fixed text per kind, newest first in sessions_customer_date_idx's order, so the read is an index
// scan of `limit` entries; nothing is built per request (docs/decisions/031).
export const LIST_SQL = Object.fromEntries(
  Object.entries(FILTERS).map(([kind, filter]) => [
    kind,
    `SELECT ${SESSION_ROW_COLUMNS} FROM sessions WHERE customer_hash = $1 ${filter} ORDER BY date DESC, id DESC LIMIT $2`,
  ]),
) as Record<SessionKind, string>;

/** A customer's entries, newest first, at most `limit`. */
export async function listSessions(
  deps: Pick<Deps, 'pool'>,
  customerHash: string,
  kind: SessionKind,
  limit: number,
): Promise<SessionRow[]> {
  const values = kind === 'sessions' ? [customerHash, limit, MEASUREMENT_DEVICE] : [customerHash, limit];
  return (await runQuery<SessionRow>(deps.pool, LIST_SQL[kind], values)).rows;
}
