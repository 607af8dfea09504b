/**
 * Every table holding a customer's rows, and how a customer's data is found, exported and erased there
 * (docs/decisions/021). Export (data.json) and deletion both read this list, so a new table is one line;
 * `customer-tables.int.test.ts` fails when a table with a `customer_hash` or `user_id` column is missing.
 *
 * In the SQL, `$1` is the customer's hashes (text[]) and `$2` the account's id (text, null without one).
 */
export type CustomerTable = {
  /** The table's SQL name. */
  table: string;
  /** Which rows are the customer's. */
  owner: keyof typeof OWNED_BY;
  /**
   * What deleting the customer's data does here: `data` rows go with "delete all my data" (and with the
   * account); `account` rows go only with the account; `anonymise` rows stay, without personal fields.
   */
  erase: 'data' | 'account' | 'anonymise';
  /** Columns left out of data.json: secrets (password hash, token digests), not the customer's data. */
  omit?: readonly string[];
  /**
   * Not in data.json at all (session stores: only secrets and the cookie's settings; photo bytes: they
   * are the zip's photos/ folder).
   */
  private?: true;
  /** For `anonymise` rows: the SET clause that removes what names the customer (default: security logs'). */
  anonymiseSet?: string;
};

/** The WHERE clause picking a customer's rows, by how a table names its owner. */
export const OWNED_BY = {
  hash: 'customer_hash = ANY($1::text[])',
  user: 'user_id = $2',
  account: 'id = $2',
  session: 'session_id IN (SELECT id FROM sessions WHERE customer_hash = ANY($1::text[]))',
  photo: 'photo_id IN (SELECT id FROM photos WHERE customer_hash = ANY($1::text[]))',
  loginSession: "sess->>'userId' = $2",
} as const;

/**
 * In deletion order (children first; the rows of `sessions` take their check-ins with them by cascade,
 * and `photos` their bytes, but they are listed so the export and the counts have them).
 */
export const CUSTOMER_TABLES: readonly CustomerTable[] = [
  { table: 'session_checkins', owner: 'session', erase: 'data' },
  // A measurement entry's optional points (docs/decisions/059): they would go with their entry anyway.
  { table: 'measure_points', owner: 'session', erase: 'data' },
  // A photo's bytes (docs/decisions/030): they would go with their photo by cascade anyway.
  { table: 'photo_blobs', owner: 'photo', erase: 'data', private: true },
  { table: 'photos', owner: 'hash', erase: 'data' },
  { table: 'photo_uploads', owner: 'hash', erase: 'data' },
  { table: 'sessions', owner: 'hash', erase: 'data' },
  { table: 'customer_settings', owner: 'hash', erase: 'data' },
  { table: 'session_timers', owner: 'hash', erase: 'data' },
  { table: 'weekly_goals', owner: 'hash', erase: 'data' },
  { table: 'rest_plans', owner: 'hash', erase: 'data' },
  { table: 'measure_targets', owner: 'hash', erase: 'data' },
  { table: 'reminder_deliveries', owner: 'hash', erase: 'data' },
  // Answers kept for repeated writes (docs/decisions/023): copies of entries already exported, not data.
  { table: 'idempotency_keys', owner: 'hash', erase: 'data', private: true },
  { table: 'store_sessions', owner: 'hash', erase: 'account', omit: ['token_digest'] },
  { table: 'auth_sessions', owner: 'loginSession', erase: 'account', private: true },
  { table: 'active_sessions', owner: 'user', erase: 'account', omit: ['session_id'] },
  { table: 'security_logs', owner: 'user', erase: 'anonymise' },
  // The store's record of admins' access stays; whose photo it was goes with the account.
  {
    table: 'photo_access_audit',
    owner: 'hash',
    erase: 'anonymise',
    anonymiseSet: "customer_hash = 'deleted', photo_id = NULL",
  },
  { table: 'customer_consents', owner: 'hash', erase: 'account' },
  // Which shop and Shopify customer id the hash is (docs/decisions/064), and the record of merged hashes.
  { table: 'shopify_customers', owner: 'hash', erase: 'account' },
  { table: 'customer_merges', owner: 'hash', erase: 'account' },
  { table: 'customer_mapping', owner: 'hash', erase: 'account' },
  {
    table: 'users',
    owner: 'account',
    erase: 'account',
    omit: [
      'password',
      'reset_token',
      'reset_token_expiry',
      'verification_token',
      'verification_token_expiry',
    ],
  },
];

/** The SQL condition for a table's rows of one customer. */
export const ownedRows = (entry: CustomerTable) => OWNED_BY[entry.owner];
