import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { MEASUREMENT_DEVICE } from '#shared/devices.ts';
import type { SessionStatsResponse } from '#shared/schemas/sessions.ts';
import { type Placeholders, preparedQuery } from '../../db/prepared-query.ts';
import { sessions } from '../../db/schema/sessions-and-photos.ts';
import type { Deps } from '../../deps.ts';
import { unknownZone } from '../../lib/unknown-zone.ts';

// Prepared once: nothing to build per request (docs/decisions/031).
const stats = preparedQuery((db, $: Placeholders<{ customerHash: string; timeZone: string }>) =>
  db
    .select({
      sessions: sql<number>`count(*)::int`,
      minutes: sql<number>`coalesce(sum(${sessions.duration}), 0)::int`,
      days: sql<number>`count(DISTINCT (${sessions.date} AT TIME ZONE ${$.timeZone})::date)::int`,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.customerHash, $.customerHash),
        ne(sessions.device, MEASUREMENT_DEVICE),
        // A product marked taken (no minutes, docs/decisions/061) is no session.
        gt(sessions.duration, 0),
      ),
    ),
);

/**
 * Sessions, total minutes and distinct calendar days in the customer's time zone, in one SQL aggregate.
 * Measurement-only entries and products marked taken (docs/decisions/061) are left out of all three.
 */
export async function sessionStats(
  deps: Pick<Deps, 'db' | 'pool'>,
  customerHash: string,
  timeZone: string,
): Promise<SessionStatsResponse> {
  const [row] = await stats.run(deps, { customerHash, timeZone }).catch(unknownZone);
  return { sessions: row?.sessions ?? 0, minutes: row?.minutes ?? 0, days: row?.days ?? 0 };
}
