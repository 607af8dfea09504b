import { customerAccountSummarySchema } from '../schemas/customer-account.ts';
import { defineContract } from './contract.ts';

/**
 * GET /api/customer-account/summary: for the customer-account extension, with Shopify's session token as a
 * bearer (no cookie); CORS for any origin, without credentials (docs/decisions/064, 066).
 */
export const getCustomerAccountSummary = defineContract({
  method: 'GET',
  path: '/api/customer-account/summary',
  summary: "The customer-account page's figures: this week against the goal, the change, the last entries",
  tag: 'store',
  response: customerAccountSummarySchema,
  errors: ['UNAUTHENTICATED', 'NOT_CONFIGURED'],
});
