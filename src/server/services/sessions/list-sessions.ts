import { and, desc, eq, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import { MEASUREMENT_DEVICE } from '#shared/devices.ts';
import type { SessionKind } from '#shared/schemas/sessions.ts';
import { trainingSessions } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';

/** A customer's entries, newest first, at most `limit` (served by the customer/date index). */
export async function listSessions(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
  kind: SessionKind,
  limit: number,
) {
  const filters: SQL[] = [eq(trainingSessions.customerHash, customerHash)];
  if (kind === 'sessions') filters.push(ne(trainingSessions.device, MEASUREMENT_DEVICE));
  if (kind === 'measurements') {
    const hasMeasure = or(isNotNull(trainingSessions.length), isNotNull(trainingSessions.girth));
    if (hasMeasure) filters.push(hasMeasure);
  }
  return deps.db
    .select()
    .from(trainingSessions)
    .where(and(...filters))
    .orderBy(desc(trainingSessions.date), desc(trainingSessions.id))
    .limit(limit);
}
