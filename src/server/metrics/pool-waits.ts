import type pg from 'pg';

type WaitListener = (seconds: number) => void;
type Connect = (
  callback?: (err: Error | undefined, client?: pg.PoolClient, done?: () => void) => void,
) => unknown;

const listenersOf = new WeakMap<pg.Pool, Set<WaitListener>>();

/**
 * Calls `listener` with the seconds each checkout of a client waited because every client of the pool was
 * in use (whether it then got one or timed out); returns the function that stops it. pg-pool tells no
 * one about waits, so its `connect` (which `pool.query` also goes through) is wrapped, once per pool: a
 * checkout that finds an idle client or room for a new one costs two length reads.
 */
export function onPoolWait(pool: pg.Pool, listener: WaitListener): () => void {
  let listeners = listenersOf.get(pool);
  if (!listeners) {
    listeners = new Set();
    listenersOf.set(pool, listeners);
    timeWaits(pool, listeners);
  }
  listeners.add(listener);
  const added = listeners;
  return () => void added.delete(listener);
}

function timeWaits(pool: pg.Pool, listeners: Set<WaitListener>): void {
  const connect = pool.connect.bind(pool) as Connect;
  const max = pool.options.max ?? 10;
  const wrapped: Connect = (callback) => {
    // pg-pool queues a checkout exactly when it finds no idle client and no room for a new one.
    if (pool.idleCount > 0 || pool.totalCount < max || listeners.size === 0) return connect(callback);
    const start = process.hrtime.bigint();
    const waited = () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      for (const listener of listeners) listener(seconds);
    };
    if (callback) {
      return connect((err, client, done) => {
        waited();
        callback(err, client, done);
      });
    }
    const pending = connect() as Promise<pg.PoolClient>;
    pending.then(waited, waited);
    return pending;
  };
  pool.connect = wrapped as typeof pool.connect;
}
