import { eq } from 'drizzle-orm';
import { customerMapping } from '../db/schema.ts';
import type { Deps } from '../deps.ts';

/** Records a hash the server verified (store identity or admin), owned by no account yet. */
export async function recordCustomerHash(deps: Pick<Deps, 'db'>, customerHash: string): Promise<void> {
  await deps.db.insert(customerMapping).values({ customerHash }).onConflictDoNothing();
}

/** True when the server issued or verified this hash (it is in customer_mapping). */
export async function isKnownCustomerHash(deps: Pick<Deps, 'db'>, customerHash: string): Promise<boolean> {
  const rows = await deps.db
    .select({ id: customerMapping.id })
    .from(customerMapping)
    .where(eq(customerMapping.customerHash, customerHash))
    .limit(1);
  return rows.length === 1;
}
