import { eq, inArray } from 'drizzle-orm';
import { digestToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { customerMapping } from '../../db/schema/accounts.ts';
import { storeSessions } from '../../db/schema/store-and-privacy.ts';
import type { Deps } from '../../deps.ts';

/** Ends one store session on the server (store logout); an unknown token is a no-op. */
export async function revokeStoreSession(deps: Pick<Deps, 'db'>, token: string): Promise<void> {
  await deps.db.delete(storeSessions).where(eq(storeSessions.tokenDigest, digestToken(token)));
}

/** Ends every store session acting as any hash of an account (after a password reset). */
export async function revokeAccountStoreSessions(db: Db, userId: string): Promise<void> {
  const hashes = db
    .select({ customerHash: customerMapping.customerHash })
    .from(customerMapping)
    .where(eq(customerMapping.userId, userId));
  await db.delete(storeSessions).where(inArray(storeSessions.customerHash, hashes));
}
