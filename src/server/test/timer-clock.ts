import type pg from 'pg';

/**
 * Lets `ms` pass for a stored timer, as far as the server can tell: every stored time moves back by `ms`
 * (a running timer then has run `ms` longer; a paused one has been paused `ms` longer). The server counts
 * with its own clock (docs/decisions/017), so tests move the stored times instead of the clock.
 */
export async function ageTimer(db: Pick<pg.Pool, 'query'>, id: number, ms: number): Promise<void> {
  await db.query(
    `UPDATE session_timers
        SET started_at = started_at - $2 * interval '1 millisecond',
            paused_at = paused_at - $2 * interval '1 millisecond',
            ended_at = ended_at - $2 * interval '1 millisecond'
      WHERE id = $1`,
    [id, ms],
  );
}
