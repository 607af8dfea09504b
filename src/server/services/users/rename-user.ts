import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import type { Deps } from '../../deps.ts';
import { unauthorized } from '../../lib/app-error.ts';
import type { UserRow } from './find-user.ts';

/** Sets a user's display name (already normalised and checked by the contract); answers the updated user. */
export async function renameUser(deps: Pick<Deps, 'db'>, userId: string, name: string): Promise<UserRow> {
  const [row] = await deps.db
    .update(users)
    .set({ name, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  // The account was deleted between the sign-in check and now.
  if (!row) throw unauthorized();
  return row;
}
