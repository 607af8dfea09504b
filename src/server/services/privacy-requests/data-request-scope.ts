import { and, eq } from 'drizzle-orm';
import { privacyRequests } from '../../db/schema/store-and-privacy.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import type { CustomerScope } from '../customer-data/customer-scope.ts';
import { storeCustomerScope } from './store-customer-scope.ts';

/** The customer a done data request names, for its export; 404 for another request or no customer. */
export async function dataRequestScope(
  deps: Pick<Deps, 'db' | 'config'>,
  id: number,
): Promise<CustomerScope> {
  const [row] = await deps.db
    .select()
    .from(privacyRequests)
    .where(and(eq(privacyRequests.id, id), eq(privacyRequests.topic, 'customers/data_request')));
  const scope =
    row?.shopifyCustomerId && row.status === 'done'
      ? await storeCustomerScope(deps, row.shopDomain, row.shopifyCustomerId)
      : null;
  if (!scope) throw notFound('No export for this request');
  return scope;
}
