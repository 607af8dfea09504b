import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { timestamptz } from './columns.ts';

// Store customers' sign-in, consents, Shopify's privacy requests and the photo-access audit.

/**
 * Store sessions: what a store customer without an account signs in with, after proving who they are
 * (a fresh store signature or an owner's invitation). The token is sent once, kept as a SHA-256 digest.
 */
export const storeSessions = pgTable(
  'store_sessions',
  {
    tokenDigest: text('token_digest').primaryKey(),
    customerHash: text('customer_hash').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    index('store_sessions_customer_idx').on(table.customerHash),
    index('store_sessions_expires_idx').on(table.expiresAt),
  ],
);

/** Store proofs already exchanged, kept until they expire, so that each proof works once. */
export const usedStoreProofs = pgTable(
  'used_store_proofs',
  {
    signatureDigest: text('signature_digest').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('used_store_proofs_expires_idx').on(table.expiresAt)],
);

/**
 * Consents a customer gave (docs/decisions/022): the privacy notice and photo storage, each at a version of
 * its text (src/shared/privacy-notice.ts). One row per version accepted, kept as the record of consent.
 */
export const customerConsents = pgTable(
  'customer_consents',
  {
    customerHash: text('customer_hash').notNull(),
    /** 'notice' or 'photos'. */
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    acceptedAt: timestamptz('accepted_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerHash, table.kind, table.version] }),
    check('customer_consents_kind', sql`${table.kind} in ('notice', 'photos')`),
  ],
);

/**
 * Shopify's privacy webhooks (customers/data_request, customers/redact, shop/redact), recorded when they
 * arrive and done by a worker after the answer (docs/decisions/021). Holds Shopify's ids only, never a
 * customer hash or an email: which of our customers they name is worked out when the request is done.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 'customers/data_request', 'customers/redact' or 'shop/redact'. */
    topic: text('topic').notNull(),
    shopDomain: text('shop_domain').notNull(),
    /** Shopify's customer id (absent for shop/redact). */
    shopifyCustomerId: text('shopify_customer_id'),
    /** Shopify's data request id (customers/data_request only). */
    dataRequestId: text('data_request_id'),
    /** Shopify's X-Shopify-Webhook-Id, so a delivery Shopify retries is recorded once. */
    webhookId: text('webhook_id').unique(),
    /** 'pending', then 'done' (or 'failed' after too many attempts). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** While a worker does it: until when it is that worker's (a worker that stopped lets it go then). */
    claimedUntil: timestamptz('claimed_until'),
    /** For a data request: how many sessions and photos the export holds (nothing when no customer matched). */
    sessionCount: integer('session_count'),
    photoCount: integer('photo_count'),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    processedAt: timestamptz('processed_at'),
  },
  (table) => [
    check(
      'privacy_requests_topic',
      sql`${table.topic} in ('customers/data_request', 'customers/redact', 'shop/redact')`,
    ),
    check('privacy_requests_status', sql`${table.status} in ('pending', 'done', 'failed')`),
    index('privacy_requests_status_idx').on(table.status, table.receivedAt),
  ],
);

/**
 * The photo-access audit (docs/decisions/022): every admin view of a customer's photo or thumbnail and
 * every admin export with images: who (the admin, by id and email as it was), when, whose (customer hash),
 * what (the action and the photo).
 */
export const photoAccessAudit = pgTable(
  'photo_access_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminUserId: text('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    customerHash: text('customer_hash').notNull(),
    /** 'photo', 'thumbnail' or 'export_with_images'. */
    action: text('action').notNull(),
    photoId: text('photo_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('photo_access_audit_created_idx').on(table.createdAt.desc()),
    index('photo_access_audit_customer_idx').on(table.customerHash),
  ],
);

/**
 * One customer hash per Shopify customer (docs/decisions/064): the signed embed URL, the app proxy, the
 * customer-account page's session token and the store login all find a shop's customer here. The hash,
 * once written, never changes when a Shopify secret is rotated.
 */
export const shopifyCustomers = pgTable(
  'shopify_customers',
  {
    /** The shop's permanent domain (`name.myshopify.com`). */
    shopDomain: text('shop_domain').notNull(),
    /** Shopify's numeric customer id. */
    customerId: text('customer_id').notNull(),
    customerHash: text('customer_hash').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.shopDomain, table.customerId] }),
    index('shopify_customers_hash_idx').on(table.customerHash),
  ],
);

/**
 * The shops that uninstalled the app (Shopify's `app/uninstalled`): their store sessions ended and their
 * reminders stop until a request Shopify signs for the shop shows the app installed again. Data stay until
 * `shop/redact` (docs/decisions/064).
 */
export const shopifyShops = pgTable('shopify_shops', {
  shopDomain: text('shop_domain').primaryKey(),
  uninstalledAt: timestamptz('uninstalled_at'),
  /** Whether the shop is this app's own store (STORE_SHOP_DOMAIN, or any shop when none is configured). */
  wholeStore: boolean('whole_store').notNull().default(false),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * The audit of merged customer hashes (docs/decisions/064): a Shopify customer who had one hash from the
 * signed embed URL and another from the app proxy keeps one; what moved, from which hash, and when.
 */
export const customerMerges = pgTable(
  'customer_merges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The hash the rows moved to (the survivor, or the account's own hash). */
    customerHash: text('customer_hash').notNull(),
    /** The hash they came from. */
    mergedHash: text('merged_hash').notNull(),
    /** 'merged', or 'conflict' when both hashes belong to different accounts (nothing moved). */
    outcome: text('outcome').notNull(),
    /** Rows moved per table. */
    moved: jsonb('moved').notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('customer_merges_outcome', sql`${table.outcome} in ('merged', 'conflict')`),
    uniqueIndex('customer_merges_pair_idx').on(table.customerHash, table.mergedHash),
  ],
);
