import { type SQL, sql } from 'drizzle-orm';

/**
 * The customer hashes that came from a shop: its customers in `shopify_customers` and, when the shop is this
 * app's own store (`whole_store`), every store identity (store hashes from before docs/decisions/064 name no
 * shop). `shops` is a query of `shopify_shops` rows (aliased `sh`).
 */
const shopHashes = (shops: SQL) => sql`
  SELECT sc.customer_hash FROM shopify_customers sc JOIN (${shops}) sh ON sh.shop_domain = sc.shop_domain
  UNION
  SELECT m.customer_hash FROM customer_mapping m
   WHERE m.source = 'store' AND EXISTS (SELECT 1 FROM (${shops}) sh WHERE sh.whole_store)`;

/** The hashes of one shop (`whole_store` as given). */
export const hashesOfShop = (shopDomain: string, wholeStore: boolean) =>
  shopHashes(sql`SELECT ${shopDomain}::text AS shop_domain, ${wholeStore}::boolean AS whole_store`);

/**
 * Every customer hash of a shop that uninstalled the app, and the own hash of every account linked to one:
 * no reminder goes to them until the shop has the app again (docs/decisions/064). Uncorrelated, so
 * PostgreSQL builds it once per query.
 */
export const uninstalledShopHashes = sql`
  WITH gone AS (${shopHashes(sql`SELECT shop_domain, whole_store FROM shopify_shops WHERE uninstalled_at IS NOT NULL`)})
  SELECT customer_hash FROM gone
  UNION
  SELECT own.customer_hash FROM customer_mapping sm
    JOIN customer_mapping own ON own.user_id = sm.user_id
   WHERE sm.customer_hash IN (SELECT customer_hash FROM gone)`;
