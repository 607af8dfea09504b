import { lt, or, sql } from 'drizzle-orm';
import { storeSessions, usedStoreProofs } from '../../db/schema/store-and-privacy.ts';
import type { Deps } from '../../deps.ts';

/** Deletes store sessions past their lifetime or idle timeout, and used proofs that have expired anyway. */
export async function pruneStoreSessions(deps: Pick<Deps, 'db' | 'config'>): Promise<void> {
  const idleSeconds = deps.config.storeSessions.idleMs / 1000;
  await deps.db
    .delete(storeSessions)
    .where(
      or(
        lt(storeSessions.expiresAt, sql`now()`),
        lt(storeSessions.lastSeenAt, sql`now() - make_interval(secs => ${idleSeconds})`),
      ),
    );
  await deps.db.delete(usedStoreProofs).where(lt(usedStoreProofs.expiresAt, sql`now()`));
}
