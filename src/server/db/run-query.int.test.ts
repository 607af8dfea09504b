import pino from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from './client.ts';
import { runQuery, sendsNamedStatements } from './run-query.ts';

// The hot queries go as named statements on a direct connection (docs/decisions/034): PostgreSQL keeps
// each one prepared on the connection, once, and answers it without parsing and planning it again.
const TEXT = 'SELECT $1::int + 1 AS next';
const databases: Database[] = [];
const open = (namedStatements: boolean) => {
  // One connection, so the statements the queries prepared are the ones the check below sees.
  const database = createDatabase(inject('adminDatabaseUrl'), pino({ level: 'silent' }), { namedStatements });
  database.pool.options.max = 1;
  databases.push(database);
  return database;
};
const prepared = async ({ pool }: Database) =>
  (await pool.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).rows.map(
    (row) => row.statement,
  );

afterAll(async () => {
  await Promise.all(databases.map((database) => database.pool.end()));
});

describe('runQuery', () => {
  it('prepares a text once per connection and answers from it after', async () => {
    const database = open(true);
    for (const value of [1, 2, 3]) {
      const { rows } = await runQuery<{ next: number }>(database.pool, TEXT, [value]);
      expect(rows).toEqual([{ next: value + 1 }]);
    }
    expect(await prepared(database)).toEqual([TEXT]);
    expect(sendsNamedStatements(database.pool)).toBe(true);
  });

  it('sends texts unnamed with DATABASE_NAMED_STATEMENTS=false', async () => {
    const database = open(false);
    const { rows } = await runQuery<{ next: number }>(database.pool, TEXT, [41]);
    expect(rows).toEqual([{ next: 42 }]);
    expect(await prepared(database)).toEqual([]);
    expect(sendsNamedStatements(database.pool)).toBe(false);
  });

  it("fails with the query's text and PostgreSQL's error, as before", async () => {
    const database = open(true);
    const err = await runQuery(database.pool, 'SELECT $1::int / 0 AS never', [1]).catch((e: unknown) => e);
    expect(err).toMatchObject({ message: 'Failed query', query: 'SELECT $1::int / 0 AS never' });
    expect((err as Error).cause).toMatchObject({ code: '22012' });
    // A statement that fails to run is not a pooler's refusal: named statements stay on.
    expect(sendsNamedStatements(database.pool)).toBe(true);
  });
});
