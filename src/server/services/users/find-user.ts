import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import type { Deps } from '../../deps.ts';

export type UserRow = typeof users.$inferSelect;

/** Emails are kept in lower case, so sign-in and uniqueness ignore case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The user with this email, in any case, or undefined. */
export async function findUserByEmail(deps: Pick<Deps, 'db'>, email: string): Promise<UserRow | undefined> {
  const rows = await deps.db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return rows[0];
}

/** The user with this id, or undefined. */
export async function findUserById(deps: Pick<Deps, 'db'>, id: string): Promise<UserRow | undefined> {
  const rows = await deps.db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}
