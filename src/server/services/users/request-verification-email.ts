import type { Deps, RequestMeta } from '../../deps.ts';
import { logSecurityEvent } from '../security/log-security-event.ts';
import { findUserByEmail } from './find-user.ts';
import { sendVerificationEmail } from './send-verification-email.ts';

export const VERIFICATION_REQUESTED_MESSAGE =
  'If that address has an account waiting for verification, a new link is on its way.';

async function sendIfUnverified(deps: Deps, email: string, meta: RequestMeta): Promise<void> {
  const user = await findUserByEmail(deps, email);
  if (!user || user.emailVerified) return;
  await sendVerificationEmail(deps, user);
  await logSecurityEvent(deps, 'verification_sent', meta, user.id);
}

/**
 * A new verification link for the account with this address, if it has one and it is not verified yet,
 * sent after the answer: the caller answers at once and the same for any address, so neither the answer
 * nor its timing says whether the address has an account (docs/decisions/047).
 */
export function requestVerificationEmail(deps: Deps, email: string, meta: RequestMeta): void {
  deps.tasks.run('verification email', () => sendIfUnverified(deps, email, meta));
}
