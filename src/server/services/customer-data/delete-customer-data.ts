import { truncateIp } from '#shared/rules/ip-address.ts';
import type { Deps } from '../../deps.ts';
import type { CustomerScope } from './customer-scope.ts';
import { CUSTOMER_TABLES } from './customer-tables.ts';
import { eraseInTransaction } from './erase-in-transaction.ts';
import { queryOwned } from './owned-query.ts';

/** 'data': every row of the customer but the account; 'account': the account and everything with it. */
export type ErasureLevel = 'data' | 'account';

/**
 * Deletes a customer's data in one transaction, photos and their bytes included. Security logs of an
 * account that goes keep the event but lose the user id, the user agent and the end of the IP address.
 * Returns how many photos were removed.
 */
export async function deleteCustomerData(
  deps: Pick<Deps, 'pool'>,
  scope: CustomerScope,
  level: ErasureLevel,
): Promise<number> {
  return eraseInTransaction(deps, async (client) => {
    const photos = await client.query(
      'SELECT id FROM photos WHERE customer_hash = ANY($1::text[]) FOR UPDATE',
      [scope.hashes],
    );
    for (const entry of CUSTOMER_TABLES) {
      if (entry.erase === 'anonymise') {
        if (level === 'account') await anonymise(client, entry, scope);
      } else if (entry.erase === 'data' || level === 'account') {
        await queryOwned(client, entry, scope, (where) => `DELETE FROM ${entry.table} WHERE ${where}`);
      }
    }
    return photos.rowCount ?? 0;
  });
}

type Client = Parameters<typeof queryOwned>[0];

/**
 * Keeps a table's rows of the customer without what names them: its `anonymiseSet`, or for security logs
 * without the user id, user agent and full IP address.
 */
async function anonymise(client: Client, entry: (typeof CUSTOMER_TABLES)[number], scope: CustomerScope) {
  const set = entry.anonymiseSet;
  if (set) {
    await queryOwned(client, entry, scope, (where) => `UPDATE ${entry.table} SET ${set} WHERE ${where}`);
    return;
  }
  const rows = await queryOwned(
    client,
    entry,
    scope,
    (where) => `SELECT id, ip_address FROM ${entry.table} WHERE ${where}`,
  );
  for (const row of rows?.rows ?? []) {
    await client.query(
      `UPDATE ${entry.table} SET user_id = NULL, user_agent = NULL, ip_address = $2 WHERE id = $1`,
      [row.id, truncateIp(String(row.ip_address))],
    );
  }
}
