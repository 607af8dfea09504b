import type pg from 'pg';

/**
 * A failed query, as Drizzle reports one: its text for the log, the PostgreSQL error as its cause. The
 * parameters are kept for the same shape, and the log's error serializer leaves them out (logger.ts).
 */
export class QueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause: unknown,
  ) {
    super('Failed query', { cause });
  }
}

/**
 * Runs a fixed SQL text on the pool. The hot paths use these instead of Drizzle's query builder, which
 * spends more CPU building a query than PostgreSQL spends answering an indexed read (docs/decisions/031).
 */
export async function runQuery<R extends pg.QueryResultRow>(
  pool: pg.Pool,
  text: string,
  values: unknown[],
): Promise<pg.QueryResult<R>> {
  try {
    return await pool.query<R>(text, values);
  } catch (err) {
    throw new QueryError(text, values, err);
  }
}
