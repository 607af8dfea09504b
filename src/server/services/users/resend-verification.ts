import type { Deps, RequestMeta } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { logSecurityEvent } from '../security/log-security-event.ts';
import type { UserRow } from './find-user.ts';
import { sendVerificationEmail } from './send-verification-email.ts';

/** A new verification link for a user whose email is not verified yet; 400 ALREADY_VERIFIED otherwise. */
export async function resendVerification(deps: Deps, user: UserRow, meta: RequestMeta): Promise<void> {
  if (user.emailVerified) throw badRequest('Your email is already verified', 'ALREADY_VERIFIED');
  await sendVerificationEmail(deps, user);
  await logSecurityEvent(deps, 'verification_sent', meta, user.id);
}
