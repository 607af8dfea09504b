import {
  appUninstalledBody,
  customersDataRequestBody,
  customersRedactBody,
  shopRedactBody,
  webhookReceived,
} from '../schemas/my-data.ts';
import { defineContract } from './contract.ts';

/**
 * Shopify's mandatory privacy webhooks (docs/decisions/021): signed with the app secret in
 * X-Shopify-Hmac-Sha256 (base64 HMAC-SHA256 of the raw body); a bad signature answers 401. Each is
 * recorded and answered at once; a worker does the work after the answer.
 */
const WEBHOOK_ERRORS = ['UNAUTHENTICATED', 'VALIDATION', 'NOT_CONFIGURED'] as const;

/** POST /webhooks/shopify/customers/data_request: a store customer asked the store for their data. */
export const customersDataRequestWebhook = defineContract({
  method: 'POST',
  path: '/webhooks/shopify/customers/data_request',
  summary: 'Shopify: a customer asked the store for their data (the export waits in the admin dashboard)',
  tag: 'shopify webhooks',
  body: customersDataRequestBody,
  response: webhookReceived,
  errors: WEBHOOK_ERRORS,
});

/** POST /webhooks/shopify/customers/redact: delete a store customer's data. */
export const customersRedactWebhook = defineContract({
  method: 'POST',
  path: '/webhooks/shopify/customers/redact',
  summary: "Shopify: delete a store customer's data",
  tag: 'shopify webhooks',
  body: customersRedactBody,
  response: webhookReceived,
  errors: WEBHOOK_ERRORS,
});

/** POST /webhooks/shopify/shop/redact: the store uninstalled the app 48 hours ago; delete what came from it. */
export const shopRedactWebhook = defineContract({
  method: 'POST',
  path: '/webhooks/shopify/shop/redact',
  summary: 'Shopify: delete everything that came from this store',
  tag: 'shopify webhooks',
  body: shopRedactBody,
  response: webhookReceived,
  errors: WEBHOOK_ERRORS,
});

/**
 * POST /webhooks/shopify/app/uninstalled: the store removed the app. Its store sessions end and its
 * customers' reminders stop at once; the data stay until shop/redact (docs/decisions/064).
 */
export const appUninstalledWebhook = defineContract({
  method: 'POST',
  path: '/webhooks/shopify/app/uninstalled',
  summary: "Shopify: the store uninstalled the app (its store sessions end, its customers' reminders stop)",
  tag: 'shopify webhooks',
  body: appUninstalledBody,
  response: webhookReceived,
  errors: WEBHOOK_ERRORS,
});
