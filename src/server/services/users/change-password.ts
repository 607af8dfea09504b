import { and, eq } from 'drizzle-orm';
import type { ChangePasswordBody } from '#shared/schemas/account.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { users } from '../../db/schema/accounts.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { accountLanguage } from '../../mail/recipient-language.ts';
import { passwordChangedEmail } from '../../mail/templates.ts';
import { endUserLoginSessions } from '../login-sessions/end-user-login-sessions.ts';
import { logSecurityEvent } from '../security/log-security-event.ts';
import { revokeAccountStoreSessions } from '../store-sessions/revoke-store-sessions.ts';
import type { UserRow } from './find-user.ts';

const WRONG_PASSWORD = () =>
  new AppError('INVALID_CREDENTIALS', 'Your current password is not correct', { field: 'currentPassword' });

/**
 * Sets a new password once the current one is confirmed; ends every other login session of the user (the
 * one given stays signed in) and every store session acting as the account, as a password reset does, and
 * emails the account after the answer (docs/decisions/051).
 */
export async function changePassword(
  deps: Deps,
  user: UserRow,
  body: ChangePasswordBody,
  meta: RequestMeta,
  currentLoginSessionId: string,
): Promise<void> {
  if (!(await verifyPassword(user.password, body.currentPassword))) {
    await logSecurityEvent(deps, 'password_change_failed', meta, user.id);
    throw WRONG_PASSWORD();
  }
  const password = await hashPassword(body.newPassword);
  // Only over the hash just checked: of two changes at once with the same current password, one wins.
  const [changed] = await deps.db
    .update(users)
    .set({ password, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), eq(users.password, user.password)))
    .returning({ id: users.id });
  if (!changed) throw WRONG_PASSWORD();
  await endUserLoginSessions(deps, user.id, currentLoginSessionId);
  await revokeAccountStoreSessions(deps.db, user.id);
  await logSecurityEvent(deps, 'password_changed', meta, user.id);
  const signIn = `${deps.config.publicUrl}/auth`;
  deps.tasks.run('password changed email', async () =>
    deps.mailer.send(passwordChangedEmail(user.email, signIn, await accountLanguage(deps.db, user.id))),
  );
}
