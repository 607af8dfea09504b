import type pg from 'pg';
import { dependencyOrder } from './dependency-order.ts';

export type AppTable = { name: string; columns: string[] };
export type AppSequence = { table: string; column: string; sequence: string };
export type AppliedMigration = { hash: string; createdAt: number };

/** Every value as the text PostgreSQL sent, unparsed: what COPY would write, and what INSERT reads back. */
export const RAW_TEXT_TYPES = { getTypeParser: () => (value: string) => value };

/** Quotes a name for SQL. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The app's tables (the drizzle migrations put them all in schema public) with their stored columns
 * (generated columns left out), parents before children.
 */
export async function listAppTables(client: pg.ClientBase): Promise<AppTable[]> {
  const tables = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname::text AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      GROUP BY c.relname`,
  );
  const references = await client.query<{ child: string; parent: string }>(
    `SELECT DISTINCT c.relname::text AS child, p.relname::text AS parent
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const columnsOf = new Map(tables.rows.map((table) => [table.name, table.columns]));
  return dependencyOrder([...columnsOf.keys()], references.rows).map((name) => ({
    name,
    columns: columnsOf.get(name) ?? [],
  }));
}

/** The identity and serial sequences of the app's tables. */
export async function listAppSequences(client: pg.ClientBase): Promise<AppSequence[]> {
  const result = await client.query<AppSequence>(
    `SELECT c.relname::text AS table, a.attname::text AS column, s.sequence
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      CROSS JOIN LATERAL (
        SELECT pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) AS sequence
      ) s
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND s.sequence IS NOT NULL
      ORDER BY 1, 2`,
  );
  return result.rows;
}

/** The drizzle migrations recorded as applied, oldest first (none on a database never migrated). */
export async function appliedMigrations(client: pg.ClientBase): Promise<AppliedMigration[]> {
  const exists = await client.query(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`,
  );
  if (!exists.rows[0]?.found) return [];
  const result = await client.query<{ hash: string; created_at: string }>(
    'SELECT hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at, id',
  );
  return result.rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

/**
 * Session settings under which the text of every value reads back exactly: what pg_dump sets too.
 * Backup and restore both run under them.
 */
export const TEXT_FORMAT_SETTINGS = `SET LOCAL TimeZone = 'UTC'; SET LOCAL DateStyle = 'ISO, YMD';
  SET LOCAL IntervalStyle = 'postgres'; SET LOCAL extra_float_digits = 3`;
