import { MEASUREMENT_DEVICE } from '#shared/devices.ts';
import type { SessionStatsResponse } from '#shared/schemas/sessions.ts';
import { PG, pgError } from '../../db/pg-error.ts';
import { runQuery } from '../../db/run-query.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';

// One fixed text, sent as is: nothing to build per request (docs/decisions/031).
const STATS_SQL = `
  SELECT count(*)::int AS sessions,
         coalesce(sum(duration), 0)::int AS minutes,
         count(DISTINCT (date AT TIME ZONE $2)::date)::int AS days
    FROM sessions
   WHERE customer_hash = $1 AND device <> $3`;

/**
 * Sessions, total minutes and distinct calendar days in the customer's time zone, in one SQL aggregate.
 * Measurement-only entries are left out of all three.
 */
export async function sessionStats(
  deps: Pick<Deps, 'pool'>,
  customerHash: string,
  timeZone: string,
): Promise<SessionStatsResponse> {
  const result = await runQuery<SessionStatsResponse>(deps.pool, STATS_SQL, [
    customerHash,
    timeZone,
    MEASUREMENT_DEVICE,
  ]).catch((err: unknown) => {
    // A zone the browser knows but this PostgreSQL does not.
    if (pgError(err)?.code === PG.invalidParameterValue) {
      throw badRequest('tz: Unknown time zone', 'VALIDATION', 'tz');
    }
    throw err;
  });
  const row = result.rows[0];
  return { sessions: row?.sessions ?? 0, minutes: row?.minutes ?? 0, days: row?.days ?? 0 };
}
