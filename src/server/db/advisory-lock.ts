import type pg from 'pg';

/**
 * Advisory locks that work behind PgBouncer in transaction pooling mode (docs/decisions/028): each lock is
 * a transaction-level one (`pg_try_advisory_xact_lock`), taken in a transaction of its own on a connection
 * of its own and held until that transaction ends. A session-level lock would stay on whichever server
 * connection the pooler lent for that one statement, and its unlock could reach another.
 * The work itself runs on other connections of the pool, so a lock holder needs a pool of two or more.
 */

/** Runs `work` while holding the lock `key`; null at once when another process holds it. */
export async function withTryLock<T>(pool: pg.Pool, key: number, work: () => Promise<T>): Promise<T | null> {
  const holder = await pool.connect();
  let broken: Error | undefined;
  try {
    await holder.query('BEGIN');
    const { rows } = await holder.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [key]);
    if (!rows[0]?.ok) return null;
    return await work();
  } finally {
    // Nothing is written in the holder's transaction: ending it is what lets the lock go.
    await holder.query('ROLLBACK').catch((err: Error) => {
      broken = err;
    });
    holder.release(broken);
  }
}

/** Runs `work` while holding the lock `key`, waiting for it (polling, so a waiter holds no connection). */
export async function withLock<T>(
  pool: pg.Pool,
  key: number,
  work: () => Promise<T>,
  { pollMs = 200, timeoutMs = 120_000 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (true) {
    const done = await withTryLock(pool, key, async () => ({ value: await work() }));
    if (done) return done.value;
    if (Date.now() > deadline) throw new Error(`advisory lock ${key} still held after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
