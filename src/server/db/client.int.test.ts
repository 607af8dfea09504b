import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from '../services/exports/query-rows.ts';
import { startTcpProxy } from '../test/tcp-proxy.ts';
import { createDatabase, type Database, isDatabaseUnavailable } from './client.ts';

// A connection lost while checked out of the pool (in a transaction, under an export cursor) must reject
// the work in progress, never surface as an unhandled 'error' event that ends the process.
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let database: Database;
beforeAll(async () => {
  const admin = new URL(inject('adminDatabaseUrl'));
  proxy = await startTcpProxy(
    admin.hostname === 'localhost' ? '127.0.0.1' : admin.hostname,
    Number(admin.port || 5432),
  );
  admin.hostname = '127.0.0.1';
  admin.port = String(proxy.port);
  database = createDatabase(admin.toString(), pino({ level: 'silent' }));
});
afterAll(async () => {
  await database.pool.end();
  await proxy.close();
});

async function failure(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (err) {
    return err;
  }
  throw new Error('the work succeeded although its connection was cut');
}

describe('a connection lost while checked out', () => {
  it('fails the transaction as "database unavailable", and the next query succeeds', async () => {
    const err = await failure(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        await proxy.cut();
        await new Promise((resolve) => setTimeout(resolve, 50)); // the client learns it while idle
        await tx.execute(sql`SELECT 2`);
      }),
    );
    expect(isDatabaseUnavailable(err)).toBe(true);
    await proxy.restore();
    expect((await database.pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('gives back to the pool a client whose connection broke before BEGIN', async () => {
    await database.pool.query('SELECT 1');
    const before = database.pool.totalCount;
    // the connection dies as the client is handed out, as when the server restarts at that moment
    database.pool.once('acquire', (client) => {
      (client as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy();
    });
    const err = await failure(database.db.transaction(async (tx) => tx.execute(sql`SELECT 1`)));
    expect(isDatabaseUnavailable(err)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(database.pool.totalCount).toBe(before - 1);
    expect((await database.pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('fails an export cursor as "database unavailable", and the next query succeeds', async () => {
    const read = async () => {
      let count = 0;
      for await (const _ of queryRows(database.pool, 'SELECT g FROM generate_series(1, 100000) AS g')) {
        count++;
        if (count === 1000) await proxy.cut();
      }
      return count;
    };
    const err = await failure(read());
    expect(isDatabaseUnavailable(err)).toBe(true);
    await proxy.restore();
    expect((await database.pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});

describe('the pool size (DATABASE_POOL_SIZE)', () => {
  it('opens no more connections than its size: the rest of the work waits its turn and completes', async () => {
    const small = createDatabase(inject('adminDatabaseUrl'), pino({ level: 'silent' }), { poolSize: 3 });
    try {
      const ask = 'SELECT pg_backend_pid() AS pid, pg_sleep(0.05)';
      const answers = await Promise.all(Array.from({ length: 12 }, () => small.pool.query(ask)));
      expect(answers).toHaveLength(12);
      expect(new Set(answers.map((answer) => answer.rows[0].pid)).size).toBe(3);
      expect(small.pool.totalCount).toBe(3);
    } finally {
      await small.pool.end();
    }
  });
});
