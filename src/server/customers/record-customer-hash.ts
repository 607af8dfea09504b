import { customerMapping } from '../db/schema/accounts.ts';
import type { Deps } from '../deps.ts';

/** Records a store customer's hash the server verified, owned by no account yet. */
export async function recordCustomerHash(deps: Pick<Deps, 'db'>, customerHash: string): Promise<void> {
  await deps.db.insert(customerMapping).values({ customerHash, source: 'store' }).onConflictDoNothing();
}
