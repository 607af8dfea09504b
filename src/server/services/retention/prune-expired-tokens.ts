import { lt, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import type { Deps } from '../../deps.ts';

/** Forgets password-reset and verification tokens past their expiry (ended login sessions: login-session-store.ts). */
export async function pruneExpiredTokens(deps: Pick<Deps, 'db'>): Promise<void> {
  await deps.db
    .update(users)
    .set({ resetToken: null, resetTokenExpiry: null })
    .where(lt(users.resetTokenExpiry, sql`now()`));
  await deps.db
    .update(users)
    .set({ verificationToken: null, verificationTokenExpiry: null })
    .where(lt(users.verificationTokenExpiry, sql`now()`));
}
