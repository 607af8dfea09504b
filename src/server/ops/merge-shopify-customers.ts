// npm run merge-customers -- --ids FILE [--shop name.myshopify.com]: gives each listed Shopify customer their
// one hash now, merging the two an older version gave them (docs/decisions/064), instead of at first sight.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { legacyShopifyHashes, mergeShopifyCustomer, shopDomainOf } from '../customers/shopify-identity.ts';
import { createDatabase } from '../db/client.ts';
import { customerIdsIn } from './customer-ids.ts';
import { openForBackup } from './database-target.ts';
import { OpsError } from './ops-error.ts';
import { fromInvocationDir, runCommand } from './run-command.ts';

runCommand('Merge', async (config, log) => {
  const { values } = parseArgs({ options: { shop: { type: 'string' }, ids: { type: 'string' } } });
  const shop = shopDomainOf(values.shop ?? config.store.shopDomain ?? '');
  if (!shop) throw new OpsError('Name the shop: --shop name.myshopify.com (or set STORE_SHOP_DOMAIN).');
  if (!values.ids) {
    throw new OpsError("Give the customers: --ids FILE (Shopify's customer export, or one id per line).");
  }
  const ids = customerIdsIn(fs.readFileSync(fromInvocationDir(values.ids), 'utf8'));
  const target = await openForBackup(config, log);
  const database = createDatabase(target.url, log);
  try {
    const { rows } = await database.pool.query(
      "SELECT to_regclass('shopify_customers') IS NOT NULL AS ready",
    );
    if (!rows[0]?.ready)
      throw new OpsError('Start this version of the app once first: its migration adds the tables.');
    let merged = 0;
    let apart = 0;
    let known = 0;
    for (const id of ids) {
      // Only customers who used the tracker: an export lists every customer of the store, and an id we
      // never saw is not stored now.
      const { embed, proxy } = legacyShopifyHashes(config.store, shop, id);
      const seen = await database.pool.query(
        `SELECT 1 FROM customer_mapping WHERE customer_hash = ANY($1::text[])
         UNION ALL SELECT 1 FROM shopify_customers WHERE shop_domain = $2 AND customer_id = $3 LIMIT 1`,
        [[embed, proxy].filter(Boolean), shop, id],
      );
      if (seen.rowCount === 0) continue;
      known += 1;
      const outcome = await mergeShopifyCustomer({ db: database.db, config }, shop, id);
      merged += outcome.merged.length;
      apart += outcome.conflicts.length;
    }
    return `${ids.length} customers of ${shop} listed, ${known} of them known here: ${merged} old hashes merged, ${apart} left apart (two accounts).`;
  } finally {
    await database.pool.end();
    await target.close();
  }
});
