import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { customerMapping } from '../db/schema/accounts.ts';
import { customerMerges, shopifyCustomers } from '../db/schema/store-and-privacy.ts';
import type { Deps } from '../deps.ts';
import { storeCustomerHash } from '../store/signatures.ts';
import { customerHashForUser } from './customer-hash.ts';
import { moveCustomerRows, type Tx } from './move-customer-rows.ts';

type Mapping = typeof customerMapping.$inferSelect;
type StoreSecrets = Pick<Config['store'], 'sharedSecret' | 'appSecret' | 'platform'>;

/** A shop's permanent domain as we key it: lower case, no scheme, no slash; null for anything else. */
export function shopDomainOf(value: string): string | null {
  const domain = value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');
  return /^[a-z0-9][a-z0-9-]{0,62}(\.[a-z0-9][a-z0-9-]{0,62})+$/.test(domain) ? domain : null;
}

/**
 * The hashes a Shopify customer had before docs/decisions/064: the signed embed URL's (the theme secret over
 * the id) and the app proxy's (the app secret over `shop:id`). Only while those secrets are unchanged.
 */
export function legacyShopifyHashes(store: StoreSecrets, shop: string, customerId: string) {
  return {
    embed: store.sharedSecret ? storeCustomerHash(store.sharedSecret, store.platform, customerId) : null,
    proxy: store.appSecret
      ? storeCustomerHash(store.appSecret, store.platform, `${shop}:${customerId}`)
      : null,
  };
}

/**
 * The one customer hash of a shop's customer, whichever way they came (signed embed URL, app proxy, the
 * customer-account page, the store login): read from `shopify_customers`, or on first sight settled by
 * `mergeShopifyCustomer`. `shop` is a permanent domain (`shopDomainOf`), `customerId` Shopify's numeric id.
 */
export async function shopifyCustomerHash(
  deps: Pick<Deps, 'db' | 'config'>,
  shop: string,
  customerId: string,
): Promise<string> {
  const [row] = await deps.db
    .select({ customerHash: shopifyCustomers.customerHash })
    .from(shopifyCustomers)
    .where(and(eq(shopifyCustomers.shopDomain, shop), eq(shopifyCustomers.customerId, customerId)))
    .limit(1);
  return row?.customerHash ?? (await mergeShopifyCustomer(deps, shop, customerId)).customerHash;
}

export type MergeOutcome = { customerHash: string; merged: string[]; conflicts: string[] };

/**
 * Gives a shop's customer one hash, and merges the hashes they had into it (docs/decisions/064): the hash
 * already recorded, else the embed URL's, else the proxy's, else a new one (the embed URL's derivation when
 * the theme secret is set, so an old signed URL still finds it; else random). Every other hash of theirs
 * hands over its rows (`moveCustomerRows`) and is removed, or, where an account owns one, both act as that
 * account. Each merge leaves a `customer_merges` row. Idempotent: a second run finds nothing to move.
 */
export async function mergeShopifyCustomer(
  deps: Pick<Deps, 'db' | 'config'>,
  shop: string,
  customerId: string,
): Promise<MergeOutcome> {
  const legacy = legacyShopifyHashes(deps.config.store, shop, customerId);
  return deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`shopify-customer:${shop}:${customerId}`}))`,
    );
    const [identity] = await tx
      .select()
      .from(shopifyCustomers)
      .where(and(eq(shopifyCustomers.shopDomain, shop), eq(shopifyCustomers.customerId, customerId)));
    const candidates = [identity?.customerHash, legacy.embed, legacy.proxy].filter(
      (hash): hash is string => !!hash,
    );
    const mappings = await tx
      .select()
      .from(customerMapping)
      .where(inArray(customerMapping.customerHash, candidates))
      .for('update');
    const byHash = new Map(mappings.map((row) => [row.customerHash, row]));
    const survivorHash =
      candidates.find((hash) => byHash.has(hash)) ??
      identity?.customerHash ??
      legacy.embed ??
      randomBytes(16).toString('hex');
    let survivor = byHash.get(survivorHash);
    if (!survivor) {
      [survivor] = await tx
        .insert(customerMapping)
        .values({ customerHash: survivorHash, source: 'store' })
        .returning();
    }
    const outcome: MergeOutcome = { customerHash: survivorHash, merged: [], conflicts: [] };
    for (const other of new Set(candidates)) {
      const from = byHash.get(other);
      if (!from || !survivor || other === survivorHash) continue;
      const result = await absorb(deps, tx, from, survivor);
      if (result === 'conflict') outcome.conflicts.push(other);
      else if (result === 'merged') outcome.merged.push(other);
      if (result !== 'conflict' && !survivor.userId && from.userId)
        survivor = { ...survivor, userId: from.userId };
    }
    await tx
      .insert(shopifyCustomers)
      .values({ shopDomain: shop, customerId, customerHash: survivorHash })
      .onConflictDoUpdate({
        target: [shopifyCustomers.shopDomain, shopifyCustomers.customerId],
        set: { customerHash: survivorHash },
      });
    return outcome;
  });
}

/**
 * One hash of a customer hands everything to the survivor. Without accounts the rows move to the survivor
 * and the hash goes; where an account owns either, the rows go to the account's own hash and both hashes
 * act as that account. Two different accounts: nothing moves ('conflict', audited once).
 */
async function absorb(
  deps: Pick<Deps, 'db'>,
  tx: Tx,
  from: Mapping,
  into: Mapping,
): Promise<'merged' | 'conflict' | 'nothing'> {
  if (from.userId && into.userId && from.userId !== into.userId) {
    await audit(tx, into.customerHash, from.customerHash, 'conflict', {});
    return 'conflict';
  }
  const userId = into.userId ?? from.userId;
  let moved: Record<string, number>;
  if (userId) {
    const own = (await customerHashForUser(deps, userId)) ?? into.customerHash;
    moved = {
      ...(await moveCustomerRows(tx, into.customerHash, own)),
      ...(await moveCustomerRows(tx, from.customerHash, own)),
    };
    const linked = await tx
      .update(customerMapping)
      .set({ userId })
      .where(
        and(
          inArray(customerMapping.customerHash, [from.customerHash, into.customerHash]),
          sql`${customerMapping.userId} IS DISTINCT FROM ${userId}`,
        ),
      )
      .returning({ hash: customerMapping.customerHash });
    if (linked.length === 0 && Object.keys(moved).length === 0) return 'nothing';
    await audit(tx, own, from.customerHash, 'merged', moved);
    return 'merged';
  }
  moved = await moveCustomerRows(tx, from.customerHash, into.customerHash, { hashGoes: true });
  await tx.delete(customerMapping).where(eq(customerMapping.customerHash, from.customerHash));
  await audit(tx, into.customerHash, from.customerHash, 'merged', moved);
  return 'merged';
}

async function audit(
  tx: Tx,
  customerHash: string,
  mergedHash: string,
  outcome: 'merged' | 'conflict',
  moved: Record<string, number>,
) {
  await tx.insert(customerMerges).values({ customerHash, mergedHash, outcome, moved }).onConflictDoNothing();
}
