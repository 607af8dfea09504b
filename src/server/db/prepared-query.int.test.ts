import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from './client.ts';
import { type Placeholders, preparedQuery, sendsNamedStatements } from './prepared-query.ts';

// The hot queries go as named statements on a direct connection (docs/decisions/034): PostgreSQL keeps
// each one prepared on the connection, once, and answers it without parsing and planning it again.
const ONE_ROW = sql`(VALUES (1)) AS one (x)`;
const next = preparedQuery((db, $: Placeholders<{ n: number }>) =>
  db.select({ next: sql<number>`${$.n}::int + 1` }).from(ONE_ROW),
);
const never = preparedQuery((db, $: Placeholders<{ n: number }>) =>
  db.select({ never: sql<number>`${$.n}::int / 0` }).from(ONE_ROW),
);
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

describe('preparedQuery', () => {
  it('prepares a text once per connection and answers from it after', async () => {
    const database = open(true);
    for (const value of [1, 2, 3]) {
      expect(await next.run(database, { n: value })).toEqual([{ next: value + 1 }]);
    }
    expect(await prepared(database)).toEqual([next.toQuery(database.db, { n: 1 }).text]);
    expect(sendsNamedStatements(database.pool)).toBe(true);
  });

  it('sends texts unnamed with DATABASE_NAMED_STATEMENTS=false', async () => {
    const database = open(false);
    expect(await next.run(database, { n: 41 })).toEqual([{ next: 42 }]);
    expect(await prepared(database)).toEqual([]);
    expect(sendsNamedStatements(database.pool)).toBe(false);
  });

  it("fails with the query's text and PostgreSQL's error, as before", async () => {
    const database = open(true);
    const err = await never.run(database, { n: 1 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ query: never.toQuery(database.db, { n: 1 }).text, params: [1] });
    expect((err as Error).cause).toMatchObject({ code: '22012' });
    // A statement that fails to run is not a pooler's refusal: named statements stay on.
    expect(sendsNamedStatements(database.pool)).toBe(true);
  });
});
