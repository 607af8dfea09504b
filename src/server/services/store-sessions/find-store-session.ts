import { and, eq, gt, sql } from 'drizzle-orm';
import { digestToken } from '../../auth/tokens.ts';
import { storeSessions } from '../../db/schema/store-and-privacy.ts';
import type { Deps } from '../../deps.ts';

/** How stale last_seen_at may get before a request writes it again: one write a minute, not one a request. */
const TOUCH_AFTER_MS = 60_000;

/**
 * The customer of a live store session: not past its absolute lifetime and used within the idle timeout.
 * Null for an unknown, revoked, expired or idle token.
 */
export async function findStoreSession(
  deps: Pick<Deps, 'db' | 'config'>,
  token: string,
): Promise<{ customerHash: string; createdAt: Date } | null> {
  const digest = digestToken(token);
  const idleSeconds = deps.config.storeSessions.idleMs / 1000;
  const [row] = await deps.db
    .select({
      customerHash: storeSessions.customerHash,
      createdAt: storeSessions.createdAt,
      lastSeenAt: storeSessions.lastSeenAt,
    })
    .from(storeSessions)
    .where(
      and(
        eq(storeSessions.tokenDigest, digest),
        gt(storeSessions.expiresAt, sql`now()`),
        gt(storeSessions.lastSeenAt, sql`now() - make_interval(secs => ${idleSeconds})`),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await deps.db
      .update(storeSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(storeSessions.tokenDigest, digest));
  }
  return { customerHash: row.customerHash, createdAt: row.createdAt };
}
