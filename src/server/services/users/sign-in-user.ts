import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { pluralText } from '#shared/rules/english-format.ts';
import type { LoginBody } from '#shared/schemas/auth.ts';
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords.ts';
import { users } from '../../db/schema/accounts.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { tooManyRequests, unauthorized } from '../../lib/app-error.ts';
import { logSecurityEvent } from '../security/log-security-event.ts';
import { findUserByEmail, type UserRow } from './find-user.ts';

const MAX_FAILED_LOGINS = 5;
const LOCKOUT_MS = 15 * 60_000;
const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** The 429 of a locked account: the minutes left in the message and as a figure (docs/decisions/069). */
export function lockedError(until: Date) {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return tooManyRequests(
    `Too many failed sign-in attempts. Your account is locked; try again in ${pluralText(minutes, 'minute')}.`,
    seconds,
    'ACCOUNT_LOCKED',
    { minutes },
  );
}

type Reservation = { attempt: number; lockedUntil: Date | null };

/**
 * Counts this attempt as a failure before the password is checked, in one statement that only succeeds
 * while the account is unlocked, so parallel guesses cannot all pass a stale check: at most
 * MAX_FAILED_LOGINS attempts are reserved, and the one that reaches it sets the lock. A lock that has run
 * out starts the count again. No row back means the account is locked.
 */
async function reserveAttempt(deps: Deps, userId: string): Promise<Reservation | undefined> {
  const expired = sql`${users.lockedUntil} IS NOT NULL AND ${users.lockedUntil} <= now()`;
  const attempt = sql`CASE WHEN ${expired} THEN 1 ELSE ${users.loginAttempts} + 1 END`;
  const [row] = await deps.db
    .update(users)
    .set({
      loginAttempts: attempt,
      lockedUntil: sql`CASE WHEN ${attempt} >= ${MAX_FAILED_LOGINS}
        THEN now() + make_interval(secs => ${LOCKOUT_MS / 1000}) END`,
    })
    .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, sql`now()`))))
    .returning({ attempt: users.loginAttempts, lockedUntil: users.lockedUntil });
  return row;
}

/** When the account's lock ends; a lock cleared since the refusal still answers a full lockout. */
async function lockEnd(deps: Deps, userId: string): Promise<Date> {
  const [row] = await deps.db
    .select({ lockedUntil: users.lockedUntil })
    .from(users)
    .where(and(eq(users.id, userId), gt(users.lockedUntil, sql`now()`)));
  return row?.lockedUntil ?? new Date(Date.now() + LOCKOUT_MS);
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
    throw unauthorized(INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
  }
  const reservation = await reserveAttempt(deps, user.id);
  if (!reservation) {
    await logSecurityEvent(deps, 'login_locked', meta, user.id);
    throw lockedError(await lockEnd(deps, user.id));
  }
  if (!(await verifyPassword(user.password, body.password))) {
    if (reservation.lockedUntil) {
      await logSecurityEvent(deps, 'account_locked', meta, user.id);
      throw lockedError(reservation.lockedUntil);
    }
    await logSecurityEvent(deps, 'login_failure', meta, user.id);
    throw unauthorized(INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
  }
  const [signedIn] = await deps.db
    .update(users)
    .set({ loginAttempts: 0, lockedUntil: null, lastLoginAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  await logSecurityEvent(deps, 'login_success', meta, user.id);
  return signedIn ?? user;
}
