import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import { configureStatements } from './prepared-query.ts';

// No relational queries (db.query.*): Drizzle needs no object of every table, each service imports the
// tables it uses from db/schema/<area>.ts.
export type Db = NodePgDatabase;
export type Database = { db: Db; pool: pg.Pool };

// numeric columns come back as strings by default; keep them strings and convert where presented.

/**
 * A pool with a connection timeout and an error listener, so a database restart never crashes the app.
 * `namedStatements` (DATABASE_NAMED_STATEMENTS, on by default): whether the hot queries are sent as named
 * statements (db/prepared-query.ts). `poolSize` (DATABASE_POOL_SIZE, 10 by default): the most connections it
 * opens (docs/decisions/042).
 */
export function createDatabase(
  url: string,
  log: Logger,
  { namedStatements = true, poolSize = 10 } = {},
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // pg-pool listens for 'error' only on idle clients; a client checked out (in a transaction, under an
  // export cursor) that loses its connection emits 'error' with no listener, which would end the process.
  // Its work in progress is rejected either way, and the pool drops the broken client on release.
  pool.on('connect', (client) => {
    client.on('error', (err) => log.warn({ err }, 'database connection lost'));
  });
  pool.on('error', () => {
    // an idle client's error, already logged by the listener above
  });
  configureStatements(pool, { named: namedStatements, log });
  const db = drizzle(pool);
  db.transaction = async (work, config) => {
    // drizzle's own transaction on a pool never gives its client back when BEGIN fails (a connection that
    // broke as it was handed out, as during a database restart): the pool would run dry and pool.end()
    // would wait forever. Run it on a client we always give back.
    const client = await pool.connect();
    try {
      return await drizzle(client).transaction(work, config);
    } finally {
      client.release();
    }
  };
  return { db, pool };
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** True when an error means the database cannot be reached right now (answered with 503). */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (
      typeof candidate.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|not queryable/i.test(
        candidate.message,
      )
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}
