import { and, eq, isNull } from 'drizzle-orm';
import { customerMapping } from '../db/schema/accounts.ts';
import type { Deps } from '../deps.ts';
import { AppError, notFound } from '../lib/app-error.ts';
import { customerHashForUser } from './customer-hash.ts';
import { moveCustomerRows } from './move-customer-rows.ts';

const HASH_OWNED_MESSAGE = 'This customer hash already belongs to an account';

/**
 * Links a verified store hash that no account owns yet to a signed-in user: everything the store identity
 * had moves to the account's own hash (`moveCustomerRows`: sessions with their check-ins, photos, timers,
 * consents; the account's own settings, goals and rest plan win), and from then on the store hash acts as
 * the account. A hash another account owns cannot be linked.
 */
export async function linkCustomerHash(
  deps: Pick<Deps, 'db'>,
  userId: string,
  storeHash: string,
): Promise<string> {
  const ownHash = await customerHashForUser(deps, userId);
  if (!ownHash) throw notFound('This account has no customer hash');
  if (storeHash === ownHash) return ownHash;
  return deps.db.transaction(async (tx) => {
    const [mapping] = await tx
      .select()
      .from(customerMapping)
      .where(eq(customerMapping.customerHash, storeHash))
      .limit(1)
      .for('update');
    if (!mapping) throw notFound('Unknown customer hash');
    if (mapping.userId === userId) return ownHash;
    if (mapping.userId) throw new AppError('HASH_OWNED', HASH_OWNED_MESSAGE);
    await tx
      .update(customerMapping)
      .set({ userId })
      .where(and(eq(customerMapping.customerHash, storeHash), isNull(customerMapping.userId)));
    await moveCustomerRows(tx, storeHash, ownHash);
    return ownHash;
  });
}
