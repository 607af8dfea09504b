import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { E2E_DATA_DIR } from './paths.ts';

/**
 * The database of the app under test: the one serve.ts made on DATABASE_URL's server, or else the app's
 * embedded PostgreSQL in the data folder (its password file, and the port in postmaster.pid).
 */
function databaseUrl(): string {
  const written = path.join(E2E_DATA_DIR, 'database-url');
  if (fs.existsSync(written)) return fs.readFileSync(written, 'utf8').trim();
  const password = fs.readFileSync(path.join(E2E_DATA_DIR, 'postgres-password'), 'utf8').trim();
  const pid = fs.readFileSync(path.join(E2E_DATA_DIR, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  return `postgres://tracker:${encodeURIComponent(password)}@127.0.0.1:${pid[3]?.trim()}/tracker`;
}

/** Runs `work` with a connection to the app's database, closed afterwards. */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
