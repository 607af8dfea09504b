import { customerMapping } from '../db/schema.ts';
import type { Deps } from '../deps.ts';

/** Records a hash the server verified (store identity or admin), owned by no account yet. */
export async function recordCustomerHash(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
  source: 'store' | 'admin' = 'store',
): Promise<void> {
  await deps.db.insert(customerMapping).values({ customerHash, source }).onConflictDoNothing();
}
