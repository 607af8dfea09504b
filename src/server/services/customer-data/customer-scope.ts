import { eq } from 'drizzle-orm';
import type { Customer } from '../../customers/resolve-customer.ts';
import { customerMapping } from '../../db/schema/accounts.ts';
import type { Deps } from '../../deps.ts';

/** Everything that is one customer's: the hashes their rows are kept under, and their account if any. */
export type CustomerScope = { hashes: string[]; userId: string | null };

/**
 * The scope of a customer: an account's every hash (its own and the store identities linked to it), or a
 * store customer's one hash. A store identity linked to an account is that account.
 */
export async function customerScope(deps: Pick<Deps, 'db'>, customer: Customer): Promise<CustomerScope> {
  let userId = customer.userId;
  if (!userId) {
    const [row] = await deps.db
      .select({ userId: customerMapping.userId })
      .from(customerMapping)
      .where(eq(customerMapping.customerHash, customer.customerHash))
      .limit(1);
    userId = row?.userId ?? null;
  }
  if (!userId) return { hashes: [customer.customerHash], userId: null };
  const rows = await deps.db
    .select({ customerHash: customerMapping.customerHash })
    .from(customerMapping)
    .where(eq(customerMapping.userId, userId))
    .orderBy(customerMapping.id);
  const hashes = new Set([customer.customerHash, ...rows.map((row) => row.customerHash)]);
  return { hashes: [...hashes], userId };
}
