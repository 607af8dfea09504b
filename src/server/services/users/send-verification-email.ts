import { eq } from 'drizzle-orm';
import { VERIFICATION_LINK_HOURS } from '#shared/constants.ts';
import { digestToken, newToken } from '../../auth/tokens.ts';
import { users } from '../../db/schema/accounts.ts';
import type { Deps } from '../../deps.ts';
import { accountLanguage } from '../../mail/recipient-language.ts';
import { verificationEmail } from '../../mail/templates.ts';

const VERIFICATION_TTL_MS = VERIFICATION_LINK_HOURS * 3600_000;

/**
 * Issues a new verification token (VERIFICATION_LINK_HOURS) (replacing any earlier one) and emails its link,
 * in the account's language (docs/decisions/068).
 */
export async function sendVerificationEmail(deps: Deps, user: { id: string; email: string }): Promise<void> {
  const token = newToken();
  await deps.db
    .update(users)
    .set({
      verificationToken: digestToken(token),
      verificationTokenExpiry: new Date(Date.now() + VERIFICATION_TTL_MS),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  const link = `${deps.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(verificationEmail(user.email, link, await accountLanguage(deps.db, user.id)));
}
