import { and, eq, gt, sql } from 'drizzle-orm';
import { isTestResetToken } from '#shared/rules/reset-token.ts';
import { digestToken } from '../../auth/tokens.ts';
import { users } from '../../db/schema/accounts.ts';
import type { Deps } from '../../deps.ts';

/** True when the token is a live, unused reset token. 'test-' tokens are never valid here. */
export async function checkResetToken(deps: Pick<Deps, 'db'>, token: string): Promise<boolean> {
  if (isTestResetToken(token)) return false;
  const rows = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.resetToken, digestToken(token)), gt(users.resetTokenExpiry, sql`now()`)))
    .limit(1);
  return rows.length === 1;
}
