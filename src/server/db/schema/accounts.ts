import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

// Accounts, their login sessions and which customer hash is whose.

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

/** Login sessions (auth/login-session-store.ts): what each holds, by its id, until it expires. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamptz('expire').notNull(),
  },
  (table) => [index('auth_sessions_expire_idx').on(table.expire)],
);

/** A user's login sessions, one row per sign-in (its sid) with where from and until when; ended with it. */
export const activeLoginSessions = pgTable(
  'active_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loginSessionId: text('session_id').notNull().unique(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent'),
    lastActive: timestamptz('last_active').notNull().defaultNow(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at'),
  },
  (table) => [index('active_sessions_user_idx').on(table.userId)],
);
