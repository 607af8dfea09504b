import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
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
    index('sessions_customer_date_idx').on(table.customerHash, table.date.desc(), table.id.desc()),
    // The history's filters (services/sessions/list-history.ts) stay indexed reads at any depth: one
    // device's entries, and entries with a measurement (rare among sessions), each in keyset order.
    index('sessions_customer_device_date_idx').on(
      table.customerHash,
      table.device,
      table.date.desc(),
      table.id.desc(),
    ),
    index('sessions_customer_measured_date_idx')
      .on(table.customerHash, table.date.desc(), table.id.desc())
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

/** Per-customer settings kept on the server, keyed by the customer hash: the preferred unit, discreet mode. */
export const customerSettings = pgTable('customer_settings', {
  customerHash: text('customer_hash').primaryKey(),
  measurementUnit: text('measurement_unit').notNull().default('inches'),
  /** Neutral title and icon, numbers and photos blurred until tapped, quick-hide (docs/decisions/022). */
  discreetMode: boolean('discreet_mode').notNull().default(false),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Photos: private files under DATA_DIR/uploads, owned by a customer hash, attached to at most one session. */
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
