import { lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_RETENTION_DAYS } from '#shared/constants.ts';
import { idempotencyKeys } from '../../db/schema/jobs-and-limits.ts';
import type { Deps } from '../../deps.ts';

/** Forgets idempotency keys older than IDEMPOTENCY_KEY_RETENTION_DAYS (docs/decisions/023). Returns how many. */
export async function pruneIdempotencyKeys(deps: Pick<Deps, 'db'>): Promise<number> {
  const removed = await deps.db
    .delete(idempotencyKeys)
    .where(
      lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${IDEMPOTENCY_KEY_RETENTION_DAYS})`),
    )
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
