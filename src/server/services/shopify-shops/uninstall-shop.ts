import { sql } from 'drizzle-orm';
import { shopifyShops } from '../../db/schema/store-and-privacy.ts';
import type { Deps } from '../../deps.ts';
import { forgetInstalledCheck } from './mark-shop-installed.ts';
import { hashesOfShop } from './shop-customer-hashes.ts';

/**
 * Shopify's `app/uninstalled` (docs/decisions/064): the shop is marked uninstalled, which stops its
 * customers' reminders, and every store session of its customers ends at once. Their data stay until
 * `shop/redact`. The shop is this app's whole store when it is STORE_SHOP_DOMAIN or none is configured.
 * Returns how many store sessions ended.
 */
export async function uninstallShop(deps: Pick<Deps, 'db' | 'config'>, shopDomain: string): Promise<number> {
  const configured = deps.config.store.shopDomain;
  const wholeStore = !configured || configured === shopDomain;
  forgetInstalledCheck(deps, shopDomain);
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(shopifyShops)
      .values({ shopDomain, uninstalledAt: now, wholeStore, updatedAt: now })
      .onConflictDoUpdate({
        target: shopifyShops.shopDomain,
        set: { uninstalledAt: now, wholeStore, updatedAt: now },
      });
    const ended = await tx.execute(
      sql`DELETE FROM store_sessions WHERE customer_hash IN (${hashesOfShop(shopDomain, wholeStore)})`,
    );
    return ended.rowCount ?? 0;
  });
}
