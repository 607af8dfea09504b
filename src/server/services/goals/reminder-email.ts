import { and, eq } from 'drizzle-orm';
import { customerMapping, users } from '../../db/schema/accounts.ts';
import type { Deps } from '../../deps.ts';

/**
 * Where a customer's reminders would go: the verified email of the account the hash belongs to; null for
 * a store customer without an account (or an unverified address), who is not offered reminders.
 */
export async function reminderEmailFor(deps: Pick<Deps, 'db'>, customerHash: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ email: users.email })
    .from(customerMapping)
    .innerJoin(users, eq(users.id, customerMapping.userId))
    .where(and(eq(customerMapping.customerHash, customerHash), eq(users.emailVerified, true)))
    .limit(1);
  return row?.email ?? null;
}
