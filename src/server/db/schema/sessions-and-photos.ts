import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { EXTRA_POINT_KEYS } from '#shared/measure-points.ts';
import { timestamptz } from './columns.ts';

// Training sessions (and measurement entries), their check-ins, and the photos attached to them.

/** Training sessions and measurement-only entries ('Measurement Update'). */
export const sessions = pgTable(
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
      .references(() => sessions.id, { onDelete: 'cascade' }),
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
 * The optional measurement points of a measurement entry besides its length and girth (issue 29,
 * docs/decisions/059): one row per point, in the entry's `measurement_unit`. Deleted with the entry; the
 * owner is the entry's customer. The customer's series reads their measurement entries by
 * `sessions_customer_device_date_idx` and each one's points by this primary key.
 */
export const measurePoints = pgTable(
  'measure_points',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** A key of EXTRA_POINT_KEYS (src/shared/measure-points.ts). */
    point: text('point').notNull(),
    value: numeric('value', { precision: 4, scale: 2 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.point] }),
    check(
      'measure_points_point_known',
      sql`${table.point} in (${sql.raw(EXTRA_POINT_KEYS.map((key) => `'${key}'`).join(', '))})`,
    ),
    check('measure_points_value_positive', sql`${table.value} > 0`),
  ],
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
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
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
