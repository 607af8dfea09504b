import { z } from 'zod';
import { goalSummarySchema } from './goal-summary.ts';
import { historyEntrySchema } from './history.ts';
import { measureChangesSchema } from './measure-change.ts';

// The "Progress" page in Shopify's customer accounts (docs/decisions/066): what the extension shows, in one
// answer, for the customer its session token names.

/** The most entries the page lists. */
export const CUSTOMER_ACCOUNT_RECENT_MAX = 3;

/** GET /api/customer-account/summary: this week against the goal, the headline change, the last entries. */
export const customerAccountSummarySchema = z.object({
  week: goalSummarySchema.shape.week,
  change: measureChangesSchema,
  recent: z.array(historyEntrySchema).max(CUSTOMER_ACCOUNT_RECENT_MAX),
  /** Where "Open the tracker" goes: the store's own app-proxy page. */
  trackerUrl: z.string(),
});
export type CustomerAccountSummary = z.infer<typeof customerAccountSummarySchema>;
