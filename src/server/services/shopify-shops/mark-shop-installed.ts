import { and, eq, isNotNull } from 'drizzle-orm';
import { shopifyShops } from '../../db/schema/store-and-privacy.ts';
import type { Deps } from '../../deps.ts';

/** How often one process writes that a shop has the app, at most. */
const CHECK_EVERY_MS = 60_000;
const lastChecked = new WeakMap<object, Map<string, number>>();

/**
 * A request Shopify signed for a shop (the app proxy, a customer-account session token) shows the app is
 * installed there: a shop marked uninstalled is so no more (docs/decisions/064). Written at most once a
 * minute per shop and process.
 */
export async function markShopInstalled(
  deps: Pick<Deps, 'db'>,
  shopDomain: string,
  now = Date.now(),
): Promise<void> {
  let checked = lastChecked.get(deps.db);
  if (!checked) {
    checked = new Map();
    lastChecked.set(deps.db, checked);
  }
  const last = checked.get(shopDomain);
  if (last !== undefined && now - last < CHECK_EVERY_MS) return;
  if (checked.size >= 1000) checked.clear();
  checked.set(shopDomain, now);
  await deps.db
    .update(shopifyShops)
    .set({ uninstalledAt: null, updatedAt: new Date(now) })
    .where(and(eq(shopifyShops.shopDomain, shopDomain), isNotNull(shopifyShops.uninstalledAt)));
}

/** The uninstall in this process: the next signed request checks again. */
export function forgetInstalledCheck(deps: Pick<Deps, 'db'>, shopDomain: string): void {
  lastChecked.get(deps.db)?.delete(shopDomain);
}
