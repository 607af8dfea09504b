import { securityLogs } from '../../db/schema/accounts.ts';
import type { Deps, RequestMeta } from '../../deps.ts';

export type SecurityAction =
  | 'login_success'
  | 'login_failure'
  | 'login_locked'
  | 'account_locked'
  | 'logout'
  | 'register'
  | 'register_existing_email'
  | 'password_reset_requested'
  | 'password_reset'
  | 'password_changed'
  | 'password_change_failed'
  | 'verification_sent'
  | 'email_verified'
  | 'admin_login_success'
  | 'admin_login_failure'
  | 'admin_export'
  | 'store_session_opened'
  | 'data_exported'
  | 'photos_deleted'
  | 'data_deleted'
  | 'account_deleted'
  | 'privacy_request_received'
  | 'app_uninstalled';

/** Records a security event with the request's IP and user agent. */
export async function logSecurityEvent(
  deps: Pick<Deps, 'db'>,
  action: SecurityAction,
  meta: RequestMeta,
  userId: string | null = null,
): Promise<void> {
  await deps.db.insert(securityLogs).values({
    action,
    userId,
    ipAddress: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  });
}
