import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../app-paths.ts';
import { withLock } from './advisory-lock.ts';

export const migrationsFolder = MIGRATIONS_FOLDER;
const MIGRATION_LOCK = 7_351_204;

/**
 * Applies the committed migrations, holding an advisory lock so two starting apps never race. The lock is
 * transaction-level on a connection of its own, so this works directly and through PgBouncer in
 * transaction mode alike (drizzle applies the migrations in one transaction; docs/decisions/028).
 */
export async function runMigrations(url: string, folder = migrationsFolder): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 10_000 });
  try {
    await withLock(pool, MIGRATION_LOCK, async () => {
      const client = await pool.connect();
      try {
        await migrate(drizzle(client), { migrationsFolder: folder });
      } finally {
        client.release();
      }
    });
  } finally {
    await pool.end();
  }
}
