import { lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/jobs-and-limits.ts';

/** Removes rate-limit counts whose window has ended (they hold clients' IP addresses). */
export async function pruneRateLimits(db: Db): Promise<number> {
  const result = await db.delete(rateLimits).where(lte(rateLimits.windowEndsAt, sql`now()`));
  return result.rowCount ?? 0;
}
