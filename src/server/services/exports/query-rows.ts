import type pg from 'pg';
import QueryStream from 'pg-query-stream';

/**
 * Rows of a query read through a server-side cursor, a batch at a time, so memory stays flat however many
 * rows there are. The pool client is released when the caller stops or finishes.
 */
export async function* queryRows<T>(pool: pg.Pool, text: string, values: unknown[] = []): AsyncGenerator<T> {
  const client = await pool.connect();
  const stream = client.query(new QueryStream(text, values, { batchSize: 500 }));
  try {
    for await (const row of stream) yield row as T;
  } finally {
    stream.destroy();
    client.release();
  }
}
