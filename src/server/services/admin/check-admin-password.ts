import { createHash, timingSafeEqual } from 'node:crypto';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, unauthorized } from '../../lib/app-error.ts';
import { logSecurityEvent } from '../security/log-security-event.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Checks the shared admin password (ADMIN_PASSWORD) for this administrator, in constant time, and logs the
 * attempt: 503 NOT_CONFIGURED without one, 401 INVALID_ADMIN_PASSWORD for a wrong one.
 */
export async function checkAdminPassword(
  deps: Pick<Deps, 'db' | 'config'>,
  userId: string,
  password: string,
  meta: RequestMeta,
): Promise<void> {
  const expected = deps.config.adminPassword;
  if (!expected)
    throw new AppError('NOT_CONFIGURED', 'The admin login is closed: ADMIN_PASSWORD is not configured');
  if (!timingSafeEqual(digest(expected), digest(password))) {
    await logSecurityEvent(deps, 'admin_login_failure', meta, userId);
    throw unauthorized('Invalid admin password', 'INVALID_ADMIN_PASSWORD');
  }
  await logSecurityEvent(deps, 'admin_login_success', meta, userId);
}
