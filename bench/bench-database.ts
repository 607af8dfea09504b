import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { lockDataDir } from '../src/server/db/data-dir-lock.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../src/server/db/embedded.ts';

export const BENCH_DIR = path.join(import.meta.dirname, '..', '.bench');

export type BenchDatabase = { url: string; describe: string; stop: () => Promise<void> };

/**
 * The database the benchmark seeds and the app and the bare reference read: BENCH_DATABASE_URL as is;
 * else a database of its own (`name`, tracker_bench by default) on DATABASE_URL's server, so a development database is never
 * filled with a million rows; else an embedded PostgreSQL kept in .bench/postgres (seeded once, reused).
 */
export async function benchDatabase(env = process.env, name = 'tracker_bench'): Promise<BenchDatabase> {
  if (env.BENCH_DATABASE_URL) {
    return { url: env.BENCH_DATABASE_URL, describe: 'BENCH_DATABASE_URL', stop: async () => {} };
  }
  if (env.DATABASE_URL) {
    await ensureDatabase(env.DATABASE_URL, name);
    const url = new URL(env.DATABASE_URL);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      describe: `${name} on DATABASE_URL's server`,
      stop: async () => {},
    };
  }
  const dir = path.join(BENCH_DIR, 'postgres');
  fs.mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dir);
  const embedded = await startEmbeddedPostgres(dir, pino({ level: 'warn' }));
  await ensureDatabase(embedded.url('postgres'), name);
  return {
    url: embedded.url(name),
    describe: 'embedded PostgreSQL in .bench/postgres',
    stop: async () => {
      await embedded.stop();
      unlock();
    },
  };
}
