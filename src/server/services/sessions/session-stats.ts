import { sql } from 'drizzle-orm';
import { MEASUREMENT_DEVICE } from '#shared/devices.ts';
import type { SessionStatsResponse } from '#shared/schemas/sessions.ts';
import { PG, pgError } from '../../db/pg-error.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';

/**
 * Sessions, total minutes and distinct calendar days in the customer's time zone, in one SQL aggregate.
 * Measurement-only entries are left out of all three.
 */
export async function sessionStats(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
  timeZone: string,
): Promise<SessionStatsResponse> {
  const result = await deps.db
    .execute<{ sessions: number; minutes: number; days: number }>(sql`
    SELECT count(*)::int AS sessions,
           coalesce(sum(duration), 0)::int AS minutes,
           count(DISTINCT (date AT TIME ZONE ${timeZone})::date)::int AS days
    FROM sessions
    WHERE customer_hash = ${customerHash} AND device <> ${MEASUREMENT_DEVICE}`)
    .catch((err: unknown) => {
      // A zone the browser knows but this PostgreSQL does not.
      if (pgError(err)?.code === PG.invalidParameterValue) {
        throw badRequest('tz: Unknown time zone', 'VALIDATION', 'tz');
      }
      throw err;
    });
  const row = result.rows[0];
  return { sessions: row?.sessions ?? 0, minutes: row?.minutes ?? 0, days: row?.days ?? 0 };
}
