import { eq } from 'drizzle-orm';
import { deriveUsername } from '#shared/rules/username.ts';
import type { RegisterBody } from '#shared/schemas/auth.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { newCustomerHash } from '../../auth/tokens.ts';
import { PG, pgError } from '../../db/pg-error.ts';
import { customerMapping, users } from '../../db/schema/accounts.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { accountLanguage, saveSignUpLanguage } from '../../mail/recipient-language.ts';
import { accountExistsEmail } from '../../mail/templates.ts';
import { logSecurityEvent } from '../security/log-security-event.ts';
import { findUserByEmail, normaliseEmail, type UserRow } from './find-user.ts';
import { sendVerificationEmail } from './send-verification-email.ts';

/** What a registration answers with: the same for a new account and for an email that has one. */
export type Registration = { username: string; name: string; email: string };

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

/** Which unique column refused the row, if one did ('email' or 'username'). */
function takenColumn(err: unknown): 'email' | 'username' | undefined {
  const found = pgError(err);
  if (found?.code !== PG.uniqueViolation) return undefined;
  if (found.constraint?.includes('email')) return 'email';
  if (found.constraint?.includes('username')) return 'username';
  return undefined;
}

/**
 * Inserts the account with its customer hash, or says which unique column was taken. The insert is tried
 * even when the email has an account, so a taken email costs the same database round trips as a new one.
 */
async function createAccount(
  deps: Deps,
  account: Registration & { password: string },
  language: RegisterBody['language'],
): Promise<UserRow | 'email' | 'username'> {
  try {
    return await deps.db.transaction(async (tx) => {
      const [created] = await tx.insert(users).values(account).returning();
      if (!created) throw new Error('insert returned no row');
      const customerHash = newCustomerHash();
      await tx.insert(customerMapping).values({ customerHash, userId: created.id });
      // The language the sign-up page showed: the customer's until they choose another (docs/decisions/068).
      if (language) await saveSignUpLanguage(tx, customerHash, language);
      return created;
    });
  } catch (err) {
    const taken = takenColumn(err);
    if (taken) return taken;
    throw err;
  }
}

/**
 * Creates the account and its customer hash; the verification email goes after the answer. An email that
 * has an account gets the same answer after the same password hashing, and its owner an email saying so:
 * neither the answer nor its timing tells whether an address has an account.
 */
export async function registerUser(deps: Deps, body: RegisterBody, meta: RequestMeta): Promise<Registration> {
  const email = normaliseEmail(body.email);
  const password = await hashPassword(body.password);
  let username = body.username;
  let name = '';
  let user: UserRow | 'email' | 'username' = 'username';
  // A username taken between the check and the insert (two registrations at once): derive another.
  for (let attempt = 0; attempt < 3 && user === 'username'; attempt++) {
    username = await freeUsername(deps, attempt === 0 ? body.username : deriveUsername(email), email);
    // The spec derives name from the same value as username; keep them equal when we had to re-derive.
    name = body.name === body.username ? username : body.name || username;
    user = await createAccount(deps, { username, name, email, password }, body.language);
  }
  if (user === 'username') throw new Error('no free username after 3 attempts');
  if (user === 'email') {
    const owner = await findUserByEmail(deps, email);
    await logSecurityEvent(deps, 'register_existing_email', meta, owner?.id ?? null);
    // In the owner's saved language, else the one the sign-up page showed; the attempt changes no setting.
    deps.tasks.run('account exists email', async () => {
      const language = owner
        ? await accountLanguage(deps.db, owner.id, body.language)
        : (body.language ?? 'en');
      await deps.mailer.send(accountExistsEmail(email, `${deps.config.publicUrl}/auth`, language));
    });
    return { username, name, email };
  }
  await logSecurityEvent(deps, 'register', meta, user.id);
  deps.tasks.run('verification email', async () => {
    await sendVerificationEmail(deps, user);
    await logSecurityEvent(deps, 'verification_sent', meta, user.id);
  });
  return { username: user.username, name: user.name ?? user.username, email: user.email };
}
