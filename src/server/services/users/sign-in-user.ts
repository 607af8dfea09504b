import { eq, sql } from 'drizzle-orm';
import type { LoginBody } from '#shared/schemas/auth.ts';
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords.ts';
import { users } from '../../db/schema.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { tooManyRequests, unauthorized } from '../../lib/app-error.ts';
import { logSecurityEvent } from '../security/log-security-event.ts';
import { findUserByEmail, type UserRow } from './find-user.ts';

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MS = 15 * 60_000;
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

function lockedError(until: Date) {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return tooManyRequests(
    `Too many failed sign-in attempts. Your account is locked; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    seconds,
  );
}

/** Counts a failure in one statement; a lock that has run out starts the count again. */
async function recordFailure(deps: Deps, userId: string): Promise<Date | null> {
  const [row] = await deps.db
    .update(users)
    .set({
      loginAttempts: sql`CASE WHEN ${users.lockedUntil} IS NOT NULL AND ${users.lockedUntil} <= now() THEN 1 ELSE ${users.loginAttempts} + 1 END`,
      lockedUntil: sql`CASE
        WHEN (CASE WHEN ${users.lockedUntil} IS NOT NULL AND ${users.lockedUntil} <= now() THEN 1 ELSE ${users.loginAttempts} + 1 END) >= ${MAX_FAILED_LOGINS}
          THEN now() + make_interval(secs => ${LOCKOUT_MS / 1000})
        WHEN ${users.lockedUntil} <= now() THEN NULL
        ELSE ${users.lockedUntil} END`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.lockedUntil });
  return row?.lockedUntil && row.lockedUntil.getTime() > Date.now() ? row.lockedUntil : null;
}

/**
 * Checks email and password. Unknown email and wrong password answer the same 401; five failures
 * in a row lock the account for 15 minutes (429), even for the right password.
 */
export async function signInUser(deps: Deps, body: LoginBody, meta: RequestMeta): Promise<UserRow> {
  const user = await findUserByEmail(deps, body.email);
  if (!user) {
    await burnPasswordCheck(body.password);
    await logSecurityEvent(deps, 'login_failure', meta);
    throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
  }
  if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
    await logSecurityEvent(deps, 'login_locked', meta, user.id);
    throw lockedError(user.lockedUntil);
  }
  if (!(await verifyPassword(user.password, body.password))) {
    const lockedUntil = await recordFailure(deps, user.id);
    if (lockedUntil) {
      await logSecurityEvent(deps, 'account_locked', meta, user.id);
      throw lockedError(lockedUntil);
    }
    await logSecurityEvent(deps, 'login_failure', meta, user.id);
    throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
  }
  const [signedIn] = await deps.db
    .update(users)
    .set({ loginAttempts: 0, lockedUntil: null, lastLoginAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  await logSecurityEvent(deps, 'login_success', meta, user.id);
  return signedIn ?? user;
}
