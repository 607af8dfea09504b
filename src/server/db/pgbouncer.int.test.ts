import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from '../services/exports/query-rows.ts';
import { type PgBouncer, startPgBouncer } from '../test/pgbouncer.ts';
import { withTryLock } from './advisory-lock.ts';
import { createDatabase } from './client.ts';
import { migrationsFolder, runMigrations } from './migrate.ts';
import { type Placeholders, preparedQuery, sendsNamedStatements } from './prepared-query.ts';

// What the app does with a connection, done through PgBouncer in transaction pooling mode with two server
// connections, so consecutive statements of one client may reach different server sessions
// (docs/decisions/028).
const adminUrl = inject('adminDatabaseUrl');
const database = `test_bouncer_${randomUUID().replaceAll('-', '')}`;
let bouncer: PgBouncer;
const pools: pg.Pool[] = [];
const poolThroughBouncer = () => {
  const pool = new pg.Pool({ connectionString: bouncer.url(database), max: 4 });
  pools.push(pool);
  return pool;
};

async function onServer<T extends pg.QueryResultRow>(sql: string, db = 'postgres') {
  const url = new URL(adminUrl);
  url.pathname = `/${db}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await onServer(`CREATE DATABASE ${database}`);
  bouncer = await startPgBouncer(adminUrl, { poolSize: 2 });
});

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await bouncer?.stop();
  await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

describe('through PgBouncer in transaction mode', () => {
  it('two apps migrating at once apply every migration once', async () => {
    await Promise.all([runMigrations(bouncer.url(database)), runMigrations(bouncer.url(database))]);
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
    const applied = await onServer<{ n: number }>(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      database,
    );
    expect(applied[0]?.n).toBe(journal.entries.length);
  });

  it('an advisory lock keeps a second process out while held, and nothing is left locked after', async () => {
    const [first, second] = [poolThroughBouncer(), poolThroughBouncer()];
    const inside = await withTryLock(first, 42, async () => {
      // Other statements of the holder's pool go on meanwhile, on the other server connection.
      await first.query('SELECT 1');
      return withTryLock(second, 42, async () => 'second got it');
    });
    expect(inside).toBeNull();
    expect(await withTryLock(second, 42, async () => 'second got it')).toBe('second got it');
    const held = await onServer<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'",
      database,
    );
    expect(held[0]?.n).toBe(0);
  });

  it('an export cursor keeps its server connection between batches while other queries run', async () => {
    const pool = poolThroughBouncer();
    let count = 0;
    for await (const row of queryRows<{ n: number }>(pool, 'SELECT n FROM generate_series(1, 2000) AS n')) {
      count += 1;
      expect(row.n).toBe(count);
      if (count % 500 === 1) await pool.query('SELECT 1');
    }
    expect(count).toBe(2000);
  });

  it('the hot queries answer right when PgBouncer refuses named statements, and go unnamed from then on', async () => {
    const warnings: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
    const app = createDatabase(bouncer.url(database), log);
    const ONE_ROW = sql`(VALUES (1)) AS one (x)`;
    const queries = [
      preparedQuery((db, $: Placeholders<{ n: number }>) =>
        db.select({ answer: sql<number>`${$.n}::int + 1` }).from(ONE_ROW),
      ),
      preparedQuery((db, $: Placeholders<{ n: number }>) =>
        db.select({ answer: sql<number>`${$.n}::int * 2` }).from(ONE_ROW),
      ),
    ];
    try {
      // The pool's ten client connections share PgBouncer's two server connections: a statement one prepared
      // is soon missing on the server connection it gets next, or already there when another prepares it.
      for (let round = 0; round < 20 && sendsNamedStatements(app.pool); round++) {
        const answers = await Promise.all(
          Array.from({ length: 16 }, (_, i) => queries[i % 2]?.run(app, { n: i })),
        );
        expect(answers.map((rows) => rows?.[0]?.answer)).toEqual(
          Array.from({ length: 16 }, (_, i) => (i % 2 ? i * 2 : i + 1)),
        );
      }
      expect(sendsNamedStatements(app.pool)).toBe(false);
      expect(warnings.join('')).toContain('named statements refused');
      expect(await queries[0]?.run(app, { n: 41 })).toEqual([{ answer: 42 }]);
    } finally {
      await app.pool.end();
    }
  });
});
