import { eq } from 'drizzle-orm';
import { customerMapping } from '../db/schema.ts';
import type { Deps } from '../deps.ts';

/**
 * The one module that knows which customer hash a request acts as.
 * Here: a signed-in user's own hash. The store-integration work adds verified hash-only identities.
 */
export async function customerHashForUser(deps: Pick<Deps, 'db'>, userId: string): Promise<string | null> {
  const rows = await deps.db
    .select({ customerHash: customerMapping.customerHash })
    .from(customerMapping)
    .where(eq(customerMapping.userId, userId))
    .orderBy(customerMapping.id)
    .limit(1);
  return rows[0]?.customerHash ?? null;
}
