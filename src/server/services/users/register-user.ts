import { eq } from 'drizzle-orm';
import { deriveUsername } from '#shared/rules/username.ts';
import type { RegisterBody } from '#shared/schemas/auth.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { newCustomerHash } from '../../auth/tokens.ts';
import { customerMapping, users } from '../../db/schema.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { conflict } from '../../lib/app-error.ts';
import { logSecurityEvent } from '../security/log-security-event.ts';
import { findUserByEmail, normaliseEmail, type UserRow } from './find-user.ts';
import { sendVerificationEmail } from './send-verification-email.ts';

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists';

async function freeUsername(deps: Deps, wanted: string, email: string): Promise<string> {
  let candidate = wanted;
  for (let attempt = 0; attempt < 20; attempt++) {
    const taken = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, candidate))
      .limit(1);
    if (taken.length === 0) return candidate;
    candidate = attempt < 10 ? deriveUsername(email) : `${deriveUsername(email)}${attempt}`;
  }
  return `${deriveUsername(email)}_${Date.now() % 100000}`;
}

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  (err as { code?: string; cause?: { code?: string } }).code === '23505';

/** Creates the account and its customer hash, then emails the verification link. */
export async function registerUser(deps: Deps, body: RegisterBody, meta: RequestMeta): Promise<UserRow> {
  const email = normaliseEmail(body.email);
  if (await findUserByEmail(deps, email)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
  const username = await freeUsername(deps, body.username, email);
  // The spec derives name from the same value as username; keep them equal when we had to re-derive.
  const name = body.name === body.username ? username : body.name || username;
  const password = await hashPassword(body.password);
  let user: UserRow;
  try {
    user = await deps.db.transaction(async (tx) => {
      const [created] = await tx.insert(users).values({ username, name, email, password }).returning();
      if (!created) throw new Error('insert returned no row');
      await tx.insert(customerMapping).values({ customerHash: newCustomerHash(), userId: created.id });
      return created;
    });
  } catch (err) {
    const cause = (err as { cause?: unknown }).cause;
    if (isUniqueViolation(err) || isUniqueViolation(cause)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
    throw err;
  }
  await logSecurityEvent(deps, 'register', meta, user.id);
  try {
    await sendVerificationEmail(deps, user);
    await logSecurityEvent(deps, 'verification_sent', meta, user.id);
  } catch (err) {
    deps.log.error({ err: { message: (err as Error).message } }, 'could not send the verification email');
  }
  return user;
}
