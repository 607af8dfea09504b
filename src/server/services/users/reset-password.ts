import { and, eq, gt, sql } from 'drizzle-orm';
import { isTestResetToken } from '#shared/rules/reset-token.ts';
import type { ResetPasswordBody } from '#shared/schemas/auth.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { digestToken } from '../../auth/tokens.ts';
import { users } from '../../db/schema/accounts.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { endUserLoginSessions } from '../login-sessions/end-user-login-sessions.ts';
import { logSecurityEvent } from '../security/log-security-event.ts';
import { revokeAccountStoreSessions } from '../store-sessions/revoke-store-sessions.ts';

const INVALID_RESET_TOKEN_MESSAGE = 'Invalid or expired token';

/**
 * Sets a new password with a live reset token, used once: the token is cleared in the same statement.
 * Also lifts a lockout and ends the user's other signed-in sessions and every store session acting as
 * the account (an invitation it shared).
 */
export async function resetPassword(
  deps: Deps,
  body: ResetPasswordBody,
  meta: RequestMeta,
  currentSessionId?: string,
): Promise<void> {
  if (isTestResetToken(body.token)) throw badRequest(INVALID_RESET_TOKEN_MESSAGE, 'INVALID_TOKEN');
  const password = await hashPassword(body.password);
  const [row] = await deps.db
    .update(users)
    .set({
      password,
      resetToken: null,
      resetTokenExpiry: null,
      loginAttempts: 0,
      lockedUntil: null,
      updatedAt: new Date(),
    })
    .where(and(eq(users.resetToken, digestToken(body.token)), gt(users.resetTokenExpiry, sql`now()`)))
    .returning({ id: users.id });
  if (!row) throw badRequest(INVALID_RESET_TOKEN_MESSAGE, 'INVALID_TOKEN');
  await endUserLoginSessions(deps, row.id, currentSessionId);
  await revokeAccountStoreSessions(deps.db, row.id);
  await logSecurityEvent(deps, 'password_reset', meta, row.id);
}
