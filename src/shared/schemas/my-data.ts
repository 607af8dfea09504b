import { z } from 'zod';
import { isKnownTimeZone } from '../rules/time-zones.ts';
import { storeProof } from './customer.ts';
import { customerHashQuery } from './customer-hash-query.ts';

/**
 * GET /api/my-data/export query: the zone to write dates and times in (the browser's), if not the one
 * last seen for the customer.
 */
export const myDataExportQuery = customerHashQuery.extend({
  tz: z.string().max(64).refine(isKnownTimeZone, { error: 'Unknown time zone' }).optional(),
});

/** What a customer can delete from the profile: their photos, all their data, or their account. */
export const DELETION_SCOPES = ['photos', 'data', 'account'] as const;
export type DeletionScope = (typeof DELETION_SCOPES)[number];

/**
 * POST /api/my-data/delete body: what to delete, and the proof of who asks: the account's password again,
 * or (a store customer without an account) a fresh store proof.
 */
export const deleteMyDataBody = z.object({
  scope: z.enum(DELETION_SCOPES),
  password: z.string().min(1).max(200).optional(),
  proof: storeProof.optional(),
});
export type DeleteMyDataBody = z.infer<typeof deleteMyDataBody>;

/** The answer of POST /api/my-data/delete. */
export const deletedMyData = z.object({
  scope: z.enum(DELETION_SCOPES),
  /** Photos removed (with their thumbnails). */
  photos: z.number().int(),
  message: z.string(),
});
export type DeletedMyData = z.infer<typeof deletedMyData>;

/** One Shopify privacy request on the admin dashboard. */
export const privacyRequestSummary = z.object({
  id: z.number().int(),
  topic: z.enum(['customers/data_request', 'customers/redact', 'shop/redact']),
  shopDomain: z.string(),
  status: z.enum(['pending', 'done', 'failed']),
  receivedAt: z.string(),
  processedAt: z.string().nullable(),
  /** Data requests: whether a customer of ours matched, so an export exists. */
  hasExport: z.boolean(),
  sessionCount: z.number().int().nullable(),
  photoCount: z.number().int().nullable(),
});
export type PrivacyRequestSummary = z.infer<typeof privacyRequestSummary>;

export const privacyRequestList = z.object({ requests: z.array(privacyRequestSummary) });

/** Shopify's body of customers/data_request (shopify.dev, privacy law compliance). */
const shopifyCustomer = z.object({
  id: z.union([z.number().int(), z.string().regex(/^\d{1,20}$/)]).transform(String),
  email: z.string().max(320).nullish(),
  phone: z.string().max(40).nullish(),
});
const shopifyIds = z.array(z.union([z.number().int(), z.string().max(40)])).max(100_000);
export const customersDataRequestBody = z.object({
  shop_id: z.union([z.number().int(), z.string().max(40)]),
  shop_domain: z.string().min(1).max(255),
  customer: shopifyCustomer,
  orders_requested: shopifyIds.optional(),
  data_request: z.object({ id: z.union([z.number().int(), z.string().max(40)]).transform(String) }),
});
/** Shopify's body of customers/redact. */
export const customersRedactBody = z.object({
  shop_id: z.union([z.number().int(), z.string().max(40)]),
  shop_domain: z.string().min(1).max(255),
  customer: shopifyCustomer,
  orders_to_redact: shopifyIds.optional(),
});
/** Shopify's body of shop/redact. */
export const shopRedactBody = z.object({
  shop_id: z.union([z.number().int(), z.string().max(40)]),
  shop_domain: z.string().min(1).max(255),
});
/**
 * Shopify's body of app/uninstalled: the shop (Shopify's Shop resource, of which only its permanent domain
 * is read; the body is signed, the X-Shopify-Shop-Domain header is not).
 */
export const appUninstalledBody = z.object({
  myshopify_domain: z.string().min(1).max(255),
});
/** What every privacy webhook answers. */
export const webhookReceived = z.object({ received: z.literal(true) });
