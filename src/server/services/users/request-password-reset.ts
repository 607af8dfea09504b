import { eq } from 'drizzle-orm';
import { RESET_LINK_HOURS } from '#shared/constants.ts';
import { digestToken, newToken } from '../../auth/tokens.ts';
import { users } from '../../db/schema/accounts.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { accountLanguage } from '../../mail/recipient-language.ts';
import { passwordResetEmail } from '../../mail/templates.ts';
import { logSecurityEvent } from '../security/log-security-event.ts';
import { findUserByEmail } from './find-user.ts';

const RESET_TTL_MS = RESET_LINK_HOURS * 3600_000;
export const RESET_REQUESTED_MESSAGE =
  'If an account with that email exists, you will receive a password reset link.';

async function sendPasswordReset(deps: Deps, email: string, meta: RequestMeta): Promise<void> {
  const user = await findUserByEmail(deps, email);
  if (!user) return;
  const token = newToken();
  await deps.db
    .update(users)
    .set({ resetToken: digestToken(token), resetTokenExpiry: new Date(Date.now() + RESET_TTL_MS) })
    .where(eq(users.id, user.id));
  await logSecurityEvent(deps, 'password_reset_requested', meta, user.id);
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(passwordResetEmail(user.email, link, await accountLanguage(deps.db, user.id)));
}

/**
 * Emails a reset link (RESET_LINK_HOURS) when the account exists, after the answer: the caller answers at once, the
 * same for a known and an unknown email, so neither the answer nor its timing says which it was.
 */
export function requestPasswordReset(deps: Deps, email: string, meta: RequestMeta): void {
  deps.tasks.run('password reset email', () => sendPasswordReset(deps, email, meta));
}
