import type { Config } from '../config.ts';
import type { UserRow } from '../services/users/find-user.ts';

/** An admin is flagged in the database, or has a verified email listed in ADMIN_EMAILS. */
export function isAdmin(user: UserRow, config: Pick<Config, 'adminEmails'>): boolean {
  return user.isAdmin || (user.emailVerified && config.adminEmails.has(user.email));
}
