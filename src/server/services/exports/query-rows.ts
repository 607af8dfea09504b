import type pg from 'pg';
import QueryStream from 'pg-query-stream';

/**
 * Rows of a query read through a server-side cursor, a batch at a time, so memory stays flat however many
 * rows there are. The pool client is released when the caller stops or finishes.
 *
 * A lost connection rejects the next row. The stream alone would not: after a connection error it waits
 * forever to close its portal, so its iterator never settles. The client's 'error' event fails the row
 * being waited for instead, and the broken client goes back to the pool with the error to be discarded.
 */
export async function* queryRows<T>(
  pool: pg.Pool,
  text: string,
  values: unknown[] = [],
  types?: pg.CustomTypesConfig,
): AsyncGenerator<T> {
  const client = await pool.connect();
  let lost: Error | undefined;
  let failWaiting: ((err: Error) => void) | undefined;
  const onError = (err: Error) => {
    lost ??= err;
    failWaiting?.(lost);
  };
  client.on('error', onError);
  const stream = client.query(new QueryStream(text, values, { batchSize: 500, ...(types ? { types } : {}) }));
  const rows = stream[Symbol.asyncIterator]();
  try {
    while (true) {
      if (lost) throw lost;
      const next = await new Promise<IteratorResult<unknown>>((resolve, reject) => {
        failWaiting = reject;
        rows.next().then(resolve, reject);
      });
      failWaiting = undefined;
      if (next.done) return;
      yield next.value as T;
    }
  } finally {
    client.removeListener('error', onError);
    if (!lost) stream.destroy();
    client.release(lost);
  }
}
