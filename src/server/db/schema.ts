import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Accounts (spec section 3). Tokens are stored as SHA-256 digests, never as sent. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    username: text('username').notNull().unique(),
    email: text('email').notNull().unique(),
    password: text('password').notNull(),
    name: text('name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    bio: text('bio'),
    profileImageUrl: text('profile_image_url'),
    isAdmin: boolean('is_admin').notNull().default(false),
    resetToken: text('reset_token'),
    resetTokenExpiry: timestamptz('reset_token_expiry'),
    emailVerified: boolean('email_verified').notNull().default(false),
    verificationToken: text('verification_token'),
    verificationTokenExpiry: timestamptz('verification_token_expiry'),
    lastLoginAt: timestamptz('last_login_at'),
    loginAttempts: integer('login_attempts').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    permissions: jsonb('permissions').notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_reset_token_idx').on(table.resetToken),
    uniqueIndex('users_verification_token_idx').on(table.verificationToken),
  ],
);

/** Security events: sign-in success and failure, lockout, sign-out, reset, verification. */
export const securityLogs = pgTable(
  'security_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address').notNull(),
    action: text('action').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('security_logs_user_idx').on(table.userId, table.createdAt)],
);

/** The signed-in sessions of each user, one row per authentication session. */
export const activeSessions = pgTable(
  'active_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull().unique(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent'),
    lastActive: timestamptz('last_active').notNull().defaultNow(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at'),
  },
  (table) => [index('active_sessions_user_idx').on(table.userId)],
);

/** Which customer hash belongs to which account (a hash may have no account). */
export const customerMapping = pgTable(
  'customer_mapping',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerHash: text('customer_hash').notNull().unique(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Who issued or verified the hash: 'account' (registration), 'store' (verified store identity),
     * 'admin' (recorded by an admin before docs/decisions/010; grants nothing on its own). */
    source: text('source').notNull().default('account'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('customer_mapping_user_idx').on(table.userId, table.source)],
);

/** Training sessions and measurement-only entries ('Measurement Update'). */
export const trainingSessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    customerHash: text('customer_hash').notNull(),
    /** When it happened; for a measurement entry, the start of its `day` in the customer's time zone. */
    date: timestamptz('date').notNull().defaultNow(),
    /**
     * A measurement entry's calendar day as the customer chose it ('YYYY-MM-DD'), shown as is in every
     * zone; null for a training session, whose day is `date` in the reader's zone (docs/decisions).
     */
    day: date('day', { mode: 'string' }),
    device: text('device').notNull(),
    weight: numeric('weight', { precision: 3, scale: 1 }),
    duration: integer('duration').notNull(),
    notes: text('notes'),
    imageUrl: text('image_url'),
    completed: boolean('completed').notNull().default(true),
    length: numeric('length', { precision: 4, scale: 2 }),
    girth: numeric('girth', { precision: 4, scale: 2 }),
    measurementUnit: text('measurement_unit').notNull().default('inches'),
  },
  (table) => [
    // Newest first as the queries say it, `ORDER BY date DESC, id DESC` (NULLS FIRST, PostgreSQL's default
    // for DESC): an index in another NULLS order cannot serve that ORDER BY, and PostgreSQL would sort every
    // entry of the customer instead (docs/decisions/031).
    index('sessions_customer_date_idx').on(
      table.customerHash,
      table.date.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The history's filters (services/sessions/list-history.ts) stay indexed reads at any depth: one
    // device's entries, and entries with a measurement (rare among sessions), each in keyset order.
    index('sessions_customer_device_date_idx').on(
      table.customerHash,
      table.device,
      table.date.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('sessions_customer_measured_date_idx')
      .on(table.customerHash, table.date.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.length} is not null or ${table.girth} is not null`),
  ],
);

/**
 * The optional safety check-in after a session (docs/decisions/020): each sign 'none', 'mild' or
 * 'strong'. One per session, deleted with it; the owner is the session's customer.
 */
export const sessionCheckins = pgTable(
  'session_checkins',
  {
    sessionId: integer('session_id')
      .primaryKey()
      .references(() => trainingSessions.id, { onDelete: 'cascade' }),
    pain: text('pain').notNull(),
    /** Numbness or tingling. */
    numbness: text('numbness').notNull(),
    /** Discolouration or coldness. */
    discolouration: text('discolouration').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('session_checkins_pain_level', sql`${table.pain} in ('none', 'mild', 'strong')`),
    check('session_checkins_numbness_level', sql`${table.numbness} in ('none', 'mild', 'strong')`),
    check(
      'session_checkins_discolouration_level',
      sql`${table.discolouration} in ('none', 'mild', 'strong')`,
    ),
  ],
);

/**
 * Per-customer settings kept on the server, keyed by the customer hash: the preferred unit; the time zone
 * the browser last reported, the first day of the week (ISO 1 Monday … 7 Sunday) and the reminder opt-in
 * (docs/decisions/018, 019); discreet mode (022).
 */
export const customerSettings = pgTable('customer_settings', {
  customerHash: text('customer_hash').primaryKey(),
  measurementUnit: text('measurement_unit').notNull().default('inches'),
  timeZone: text('time_zone'),
  weekStart: smallint('week_start').notNull().default(1),
  remindersEnabled: boolean('reminders_enabled').notNull().default(false),
  /** Local wall time 'HH:MM' of the reminder. */
  reminderTime: text('reminder_time').notNull().default('19:00'),
  /** Neutral title and icon, numbers and photos blurred until tapped, quick-hide (docs/decisions/022). */
  discreetMode: boolean('discreet_mode').notNull().default(false),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * Weekly goals, a history per customer: a week's goal is the one in force on its last day, so a change
 * never rewrites past weeks. kind 'none' ends a goal; at most one row per customer and day.
 */
export const weeklyGoals = pgTable(
  'weekly_goals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerHash: text('customer_hash').notNull(),
    /** The local day the goal was set on. */
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** 'minutes' or 'sessions' per week, or 'none'. */
    kind: text('kind').notNull(),
    target: integer('target'),
    /** Only this device's sessions count; null: every device. */
    device: text('device'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('weekly_goals_customer_day_idx').on(table.customerHash, table.effectiveFrom)],
);

/**
 * Planned rest days, a history per customer: the plan in force on a day decides whether it is a rest day.
 * kind 'none' (every day planned), 'weekdays' (ISO weekdays 1–7) or 'cycle' (`cycle_on` days on,
 * `cycle_off` days off, counted from `cycle_anchor`, the first day on).
 */
export const restPlans = pgTable(
  'rest_plans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerHash: text('customer_hash').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    weekdays: smallint('weekdays').array().notNull().default(sql`'{}'::smallint[]`),
    cycleOn: smallint('cycle_on'),
    cycleOff: smallint('cycle_off'),
    cycleAnchor: date('cycle_anchor', { mode: 'string' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('rest_plans_customer_day_idx').on(table.customerHash, table.effectiveFrom)],
);

/**
 * One row per reminder sent (or being sent): the unique (customer, local day) is what makes a reminder go
 * out once however many app processes run the job (docs/decisions/019). Its id signs the unsubscribe link.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerHash: text('customer_hash').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('reminder_deliveries_customer_day_idx').on(table.customerHash, table.localDate)],
);

/**
 * Photos: private pictures owned by a customer hash, attached to at most one session; their bytes are in
 * photo_blobs. `file_name` is the name the photo had as a file (`<id>.<ext>`; docs/decisions/030): its
 * extension names the photo in export zips, and it finds the row of a file left from before.
 */
export const photos = pgTable(
  'photos',
  {
    id: text('id').primaryKey(),
    customerHash: text('customer_hash').notNull(),
    sessionId: integer('session_id').references(() => trainingSessions.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('photos_customer_idx').on(table.customerHash),
    index('photos_session_idx').on(table.sessionId),
  ],
);

/** PostgreSQL's bytea, read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The bytes of each photo and its thumbnail, in chunks of PHOTO_CHUNK_BYTES (numbered from 0), so they are
 * written and read a chunk at a time (docs/decisions/030). They go with their photo row (cascade). The
 * data column is stored EXTERNAL (uncompressed: JPEG, PNG, GIF and WebP are compressed already).
 */
export const photoBlobs = pgTable(
  'photo_blobs',
  {
    photoId: text('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['original', 'thumbnail'] }).notNull(),
    chunk: integer('chunk').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.photoId, table.kind, table.chunk] }),
    check('photo_blobs_kind', sql`${table.kind} in ('original', 'thumbnail')`),
    check('photo_blobs_chunk', sql`${table.chunk} >= 0`),
  ],
);

/** The authentication session store of @fastify/session. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamptz('expire').notNull(),
  },
  (table) => [index('auth_sessions_expire_idx').on(table.expire)],
);

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
 * Photos stored per customer, one row each, kept for a day: the daily upload quota counts these, so a
 * deleted or never-attached photo still counts against the day it was uploaded.
 */
export const photoUploads = pgTable(
  'photo_uploads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerHash: text('customer_hash').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('photo_uploads_customer_idx').on(table.customerHash, table.createdAt)],
);

/**
 * Session timers (docs/decisions/017): the times a timer started, paused and ended, from which its sets,
 * breaks and minutes in the device are computed. One running or paused timer per customer (the partial
 * unique index); finished and discarded ones are kept, so a stale id answers 404 rather than acting.
 */
export const sessionTimers = pgTable(
  'session_timers',
  {
    id: serial('id').primaryKey(),
    customerHash: text('customer_hash').notNull(),
    device: text('device').notNull(),
    /** Null: no sets (free-running); then set and break lengths are null too. */
    sets: integer('sets'),
    setMinutes: integer('set_minutes'),
    breakMinutes: integer('break_minutes'),
    /** 'running', 'paused', 'finished' or 'discarded'. */
    status: text('status').notNull().default('running'),
    startedAt: timestamptz('started_at').notNull(),
    /** When the current pause began; null while running. */
    pausedAt: timestamptz('paused_at'),
    /** The pauses already over, in milliseconds. */
    pausedMs: bigint('paused_ms', { mode: 'number' }).notNull().default(0),
    /** When it was finished or discarded. */
    endedAt: timestamptz('ended_at'),
    /** The minutes in the device, fixed when it was finished. */
    deviceMinutes: integer('device_minutes'),
  },
  (table) => [
    uniqueIndex('session_timers_one_active_idx')
      .on(table.customerHash)
      .where(sql`${table.status} in ('running', 'paused')`),
    index('session_timers_customer_idx').on(table.customerHash, table.id),
  ],
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
 * Idempotency keys (docs/decisions/023): a customer's write sent with an `Idempotency-Key` header, claimed
 * before it runs and answered again from here when it is repeated. `status` and `response` stay null
 * while the first request runs; `fingerprint` is the SHA-256 of its params, query and body (a photo by its
 * SHA-256, never its bytes). Kept IDEMPOTENCY_KEY_RETENTION_DAYS, then removed by the retention sweep.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerHash: text('customer_hash').notNull(),
    key: text('key').notNull(),
    /** `METHOD /path/:param` of the contract. */
    route: text('route').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: smallint('status'),
    response: jsonb('response'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerHash, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

/**
 * Request counts of the rate limits (docs/decisions/028), shared by every app process: one row per limit
 * and client (`key` is the route or group, then the client's IP), counting until `window_ends_at`. Each
 * request is one upsert; rows whose window has ended are removed by the 10-minute housekeeping. Not used
 * when REDIS_URL is set (the counts are then kept in Redis).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamptz('window_ends_at').notNull(),
  },
  (table) => [index('rate_limits_window_idx').on(table.windowEndsAt)],
);

/**
 * When each scheduled job last started (docs/decisions/028): a process runs a job only when it moves
 * `started_at` forward itself, so the housekeeping and the retention sweep run once per period across
 * every app process.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  startedAt: timestamptz('started_at').notNull(),
});
