import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CUSTOMER_TABLES } from './customer-tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the registry of customer tables', () => {
  it('names every table of the schema that holds a customer_hash or a user_id', async () => {
    const { rows } = await t.pool.query<{ table_name: string }>(
      `SELECT DISTINCT table_name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name IN ('customer_hash', 'user_id') ORDER BY table_name`,
    );
    const registered = new Set(CUSTOMER_TABLES.map((entry) => entry.table));
    const missing = rows.map((row) => row.table_name).filter((table) => !registered.has(table));
    expect(rows.length).toBeGreaterThan(5);
    expect(missing, 'add these tables to src/server/services/customer-data/customer-tables.ts').toEqual([]);
  });

  it('names every table whose rows hang on a registered table by a foreign key (a session, a photo, an account)', async () => {
    const { rows } = await t.pool.query<{ child: string; parent: string }>(
      `SELECT DISTINCT c.relname::text AS child, p.relname::text AS parent
         FROM pg_constraint k
         JOIN pg_class c ON c.oid = k.conrelid
         JOIN pg_class p ON p.oid = k.confrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE k.contype = 'f' AND n.nspname = 'public'`,
    );
    const registered = new Set(CUSTOMER_TABLES.map((entry) => entry.table));
    const children = rows.filter((row) => registered.has(row.parent));
    // photo_blobs (a photo's bytes, keyed by photo id, not by customer) is one of them.
    expect(children).toContainEqual({ child: 'photo_blobs', parent: 'photos' });
    expect(children.filter((row) => !registered.has(row.child))).toEqual([]);
    // In deletion order, children first.
    const order = CUSTOMER_TABLES.map((entry) => entry.table);
    const late = children.filter((row) => order.indexOf(row.child) > order.indexOf(row.parent));
    expect(late, 'list these tables before their parents').toEqual([]);
  });

  it('only names tables that exist', async () => {
    const { rows } = await t.pool.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    const tables = new Set(rows.map((row) => row.table_name));
    expect(CUSTOMER_TABLES.filter((entry) => !tables.has(entry.table))).toEqual([]);
  });
});
