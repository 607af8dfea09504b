import { and, eq } from 'drizzle-orm';
import { customerMapping } from '../db/schema/accounts.ts';
import type { Deps } from '../deps.ts';

/** An account's own (first) customer hash, the one its sessions are stored under. */
export async function customerHashForUser(deps: Pick<Deps, 'db'>, userId: string): Promise<string | null> {
  const rows = await deps.db
    .select({ customerHash: customerMapping.customerHash })
    .from(customerMapping)
    .where(and(eq(customerMapping.userId, userId), eq(customerMapping.source, 'account')))
    .orderBy(customerMapping.id)
    .limit(1);
  return rows[0]?.customerHash ?? null;
}

/**
 * The hash a known customer hash acts as: itself, or, once linked to an account, that account's own hash.
 * Null when the server never issued or verified the hash.
 */
export async function effectiveCustomerHash(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
): Promise<string | null> {
  const [row] = await deps.db
    .select({ userId: customerMapping.userId })
    .from(customerMapping)
    .where(eq(customerMapping.customerHash, customerHash))
    .limit(1);
  if (!row) return null;
  if (!row.userId) return customerHash;
  return (await customerHashForUser(deps, row.userId)) ?? customerHash;
}
