import { and, eq, gt, sql } from 'drizzle-orm';
import { digestToken } from '../../auth/tokens.ts';
import { users } from '../../db/schema/accounts.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { logSecurityEvent } from '../security/log-security-event.ts';

/** Marks the email verified with a live token, used once. False for a bad, expired or used token. */
export async function verifyEmail(deps: Deps, token: string, meta: RequestMeta): Promise<boolean> {
  const [row] = await deps.db
    .update(users)
    .set({
      emailVerified: true,
      verificationToken: null,
      verificationTokenExpiry: null,
      updatedAt: new Date(),
    })
    .where(
      and(eq(users.verificationToken, digestToken(token)), gt(users.verificationTokenExpiry, sql`now()`)),
    )
    .returning({ id: users.id });
  if (!row) return false;
  await logSecurityEvent(deps, 'email_verified', meta, row.id);
  return true;
}
