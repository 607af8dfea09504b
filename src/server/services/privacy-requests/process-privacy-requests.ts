import { and, eq, ne } from 'drizzle-orm';
import { shopDomainOf } from '../../customers/shopify-identity.ts';
import { customerMapping } from '../../db/schema/accounts.ts';
import {
  privacyRequests,
  shopifyCustomers,
  shopifyShops,
  usedStoreProofs,
} from '../../db/schema/store-and-privacy.ts';
import type { Deps } from '../../deps.ts';
import { dataRequestEmail } from '../../mail/templates.ts';
import { deleteCustomerData } from '../customer-data/delete-customer-data.ts';
import { storeCustomerScope } from './store-customer-scope.ts';

type Row = typeof privacyRequests.$inferSelect;

/** Attempts before a request is marked failed (and shown so on the dashboard). */
const MAX_ATTEMPTS = 5;

/** How long a worker has a request to itself; one that stopped before finishing lets it go after this. */
const CLAIM_MINUTES = 10;

/**
 * Does every pending privacy request, one at a time. Each is claimed for CLAIM_MINUTES in one statement
 * (the row's `claimed_until`), so two workers, in this process or another, never take the same. A failure
 * leaves it pending, claimed, for a sweep after the claim ends, up to MAX_ATTEMPTS. Returns how many were
 * done.
 */
export async function processPrivacyRequests(deps: Deps): Promise<number> {
  let done = 0;
  while (true) {
    const claimed = await deps.pool.query(
      `UPDATE privacy_requests
          SET attempts = attempts + 1, claimed_until = now() + make_interval(mins => $2)
        WHERE id = (SELECT id FROM privacy_requests
                     WHERE status = 'pending' AND attempts < $1
                       AND (claimed_until IS NULL OR claimed_until < now())
                     ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [MAX_ATTEMPTS, CLAIM_MINUTES],
    );
    const id = claimed.rows[0]?.id as number | undefined;
    if (id === undefined) break;
    const [row] = await deps.db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
    if (!row) continue;
    try {
      const counts = await perform(deps, row);
      await deps.db
        .update(privacyRequests)
        .set({ status: 'done', processedAt: new Date(), claimedUntil: null, ...counts })
        .where(eq(privacyRequests.id, id));
      done += 1;
    } catch (err) {
      deps.log.error({ err, privacyRequest: id }, 'privacy request failed');
      if (row.attempts >= MAX_ATTEMPTS) {
        await deps.db
          .update(privacyRequests)
          .set({ status: 'failed', claimedUntil: null })
          .where(eq(privacyRequests.id, id));
      }
    }
  }
  return done;
}

async function perform(deps: Deps, row: Row): Promise<{ sessionCount?: number; photoCount?: number }> {
  if (row.topic === 'shop/redact') {
    await redactShop(deps, row);
    return {};
  }
  const scope = row.shopifyCustomerId
    ? await storeCustomerScope(deps, row.shopDomain, row.shopifyCustomerId)
    : null;
  if (row.topic === 'customers/redact') {
    if (scope) await deleteCustomerData(deps, scope, 'account');
    return {};
  }
  // customers/data_request: the export is built when an admin downloads it; count what it holds, and tell them.
  let counts = { sessionCount: 0, photoCount: 0 };
  if (scope) {
    const { rows } = await deps.pool.query<{ sessions: number; photos: number }>(
      `SELECT (SELECT count(*) FROM sessions WHERE customer_hash = ANY($1::text[]))::int AS sessions,
              (SELECT count(*) FROM photos WHERE customer_hash = ANY($1::text[]))::int AS photos`,
      [scope.hashes],
    );
    counts = { sessionCount: rows[0]?.sessions ?? 0, photoCount: rows[0]?.photos ?? 0 };
  }
  const link = `${deps.config.publicUrl}/admin/dashboard`;
  for (const to of deps.config.adminEmails) {
    const message = dataRequestEmail(to, link, 'en'); // Admins have no saved language.
    deps.tasks.run('data request email', () => deps.mailer.send(message));
  }
  return scope ? counts : {};
}

/**
 * shop/redact: every store customer without an account goes with all their data; a store identity linked
 * to an account is unlinked (the account and its data are the person's own, kept until they delete them).
 */
async function redactShop(deps: Deps, row: Row): Promise<void> {
  const storeHashes = await deps.db
    .select({ customerHash: customerMapping.customerHash, userId: customerMapping.userId })
    .from(customerMapping)
    .where(eq(customerMapping.source, 'store'));
  for (const mapping of storeHashes) {
    if (mapping.userId) {
      await deps.db.delete(customerMapping).where(eq(customerMapping.customerHash, mapping.customerHash));
      await deps.pool.query('DELETE FROM store_sessions WHERE customer_hash = $1', [mapping.customerHash]);
    } else {
      await deleteCustomerData(deps, { hashes: [mapping.customerHash], userId: null }, 'account');
    }
  }
  await deps.db.delete(usedStoreProofs);
  // Which Shopify customer had which hash, and the shop's uninstall mark (docs/decisions/064).
  const shop = shopDomainOf(row.shopDomain) ?? row.shopDomain;
  await deps.db.delete(shopifyCustomers).where(eq(shopifyCustomers.shopDomain, shop));
  await deps.db.delete(shopifyShops).where(eq(shopifyShops.shopDomain, shop));
  // The shop's earlier requests named its customers (Shopify ids); this one stays as the record.
  await deps.db
    .delete(privacyRequests)
    .where(and(eq(privacyRequests.shopDomain, row.shopDomain), ne(privacyRequests.id, row.id)));
}
