import type { Db } from './client.ts';

/**
 * The name a reusable query is prepared under: none. PostgreSQL then parses it on each run like any other
 * query (an unnamed statement), which PgBouncer in transaction mode can route; a named prepared statement
 * lives on one server connection and it could not (docs/decisions/031).
 */
export const UNNAMED_STATEMENT = '';

/**
 * A Drizzle query built once per database handle and run many times with `sql.placeholder` values.
 * Building a query costs Drizzle more CPU than PostgreSQL spends on an indexed read (about 0.1 ms), so the
 * queries of every request (who is asking, the session list and stats, a new entry) are built once.
 */
export function reusableQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
