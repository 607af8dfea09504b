import { desc } from 'drizzle-orm';
import type { SessionsByCustomer } from '#shared/schemas/admin.ts';
import { sessions } from '../../db/schema/sessions-and-photos.ts';
import type { Deps } from '../../deps.ts';
import { presentSession } from '../../presenters/session.ts';
import { tableRows } from '../exports/table-rows.ts';

/**
 * The newest `limit` sessions keyed by customer hash (GET /api/admin/sessions, the spec's shape), read
 * through a cursor so the rows are never all held twice.
 */
export async function listSessionsByCustomer(
  deps: Pick<Deps, 'db' | 'pool'>,
  limit: number,
): Promise<SessionsByCustomer> {
  const byCustomer: SessionsByCustomer = {};
  const newest = deps.db.select().from(sessions).orderBy(desc(sessions.date), desc(sessions.id)).limit(limit);
  for await (const row of tableRows(deps.pool, sessions, newest)) {
    const entries = byCustomer[row.customerHash] ?? [];
    entries.push(presentSession(row));
    byCustomer[row.customerHash] = entries;
  }
  return byCustomer;
}
