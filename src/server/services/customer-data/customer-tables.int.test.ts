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

  it('names every table whose rows hang on a session or an account by a foreign key', async () => {
    const { rows } = await t.pool.query<{ table_name: string }>(
      `SELECT DISTINCT tc.table_name FROM information_schema.table_constraints tc
         JOIN information_schema.constraint_column_usage cu ON cu.constraint_name = tc.constraint_name
        WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'
          AND cu.table_name IN ('sessions', 'users')`,
    );
    const registered = new Set(CUSTOMER_TABLES.map((entry) => entry.table));
    expect(rows.map((row) => row.table_name).filter((table) => !registered.has(table))).toEqual([]);
  });

  it('only names tables that exist', async () => {
    const { rows } = await t.pool.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    const tables = new Set(rows.map((row) => row.table_name));
    expect(CUSTOMER_TABLES.filter((entry) => !tables.has(entry.table))).toEqual([]);
  });
});
