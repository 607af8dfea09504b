import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A run counts for this share of its period, so a timer that fires a little early still runs. */
const PERIOD_SLACK = 0.9;

/**
 * Claims this period's run of a scheduled job for this process (docs/decisions/028): true when no process
 * has started it within the period, in one statement, so of several app processes whose timers fire
 * around the same time exactly one runs it.
 */
export async function claimJobRun(db: Db, name: string, periodMs: number): Promise<boolean> {
  const seconds = (periodMs * PERIOD_SLACK) / 1000;
  const result = await db.execute(sql`
    INSERT INTO job_runs (name, started_at) VALUES (${name}, now())
    ON CONFLICT (name) DO UPDATE SET started_at = now()
     WHERE job_runs.started_at <= now() - make_interval(secs => ${seconds})
    RETURNING name`);
  return result.rows.length > 0;
}
