import type { PublicUser } from '#shared/schemas/user.ts';
import { isAdmin } from '../auth/is-admin.ts';
import type { Config } from '../config.ts';
import type { UserRow } from '../services/users/find-user.ts';
import type { Registration } from '../services/users/register-user.ts';

/** The client view of a user: nothing secret ever leaves through here. */
export function presentUser(user: UserRow, config: Pick<Config, 'adminEmails'>): PublicUser {
  return {
    username: user.username,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    isAdmin: isAdmin(user, config),
  };
}

/** A registration's user: a new account, unverified and no admin yet; the same for an email that has one. */
export function presentRegistration({ username, name, email }: Registration): PublicUser {
  return { username, name, email, emailVerified: false, isAdmin: false };
}
