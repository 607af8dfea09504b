import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { DataDirInUseError, isAlive, lockDataDir } from '../db/data-dir-lock.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../db/embedded.ts';
import { OpsError } from './ops-error.ts';

/** The app's database for one backup or restore, and how to let go of it afterwards. */
export type AppDatabase = { url: string; close: () => Promise<void> };

// As main.ts names them: the embedded server's user is `tracker` and the app's database is `tracker`.
const EMBEDDED_DATABASE = 'tracker';

function lockHolder(dataDir: string): string {
  try {
    return fs.readFileSync(path.join(dataDir, 'app.lock'), 'utf8').trim();
  } catch {
    return 'unknown';
  }
}

/** The embedded server a running app started: port on line 4 of postmaster.pid, password beside it. */
function runningEmbeddedUrl(dataDir: string): string {
  let lines: string[] = [];
  try {
    lines = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    // no server running
  }
  const serverPid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(serverPid) || !isAlive(serverPid) || !Number.isInteger(port)) {
    throw new OpsError(
      `The app (pid ${lockHolder(dataDir)}) is running on DATA_DIR ${dataDir} without its embedded PostgreSQL. ` +
        'If it uses DATABASE_URL, run this command with the same DATABASE_URL.',
    );
  }
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://tracker:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
}

/** Starts the embedded server in DATA_DIR for this command; the caller holds the DATA_DIR lock. */
async function startOwnServer(config: Config, log: Logger, unlock: () => void): Promise<AppDatabase> {
  try {
    const server = await startEmbeddedPostgres(config.dataDir, log);
    try {
      await ensureDatabase(server.url('postgres'), EMBEDDED_DATABASE);
    } catch (err) {
      await server.stop();
      throw err;
    }
    return {
      url: server.url(EMBEDDED_DATABASE),
      close: async () => {
        try {
          await server.stop();
        } finally {
          unlock();
        }
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

/**
 * The database to back up: DATABASE_URL; else the embedded server of the running app; else (app stopped)
 * the embedded server in DATA_DIR, started for the backup under the DATA_DIR lock and stopped after.
 */
export async function openForBackup(config: Config, log: Logger): Promise<AppDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, close: async () => undefined };
  if (!fs.existsSync(path.join(config.dataDir, 'postgres', 'PG_VERSION'))) {
    throw new OpsError(
      `There is no database in DATA_DIR ${config.dataDir}: nothing to back up. ` +
        'Run this command with the DATA_DIR (or DATABASE_URL) the app uses.',
    );
  }
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (err) {
    if (err instanceof DataDirInUseError)
      return { url: runningEmbeddedUrl(config.dataDir), close: async () => {} };
    throw err;
  }
  return startOwnServer(config, log, unlock);
}

/**
 * The database to restore into, with the app stopped: takes the DATA_DIR lock (so the app cannot start
 * meanwhile) and, without DATABASE_URL, starts the embedded server (initialising it on a fresh machine).
 */
export async function openForRestore(config: Config, log: Logger): Promise<AppDatabase> {
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o755 });
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    throw new OpsError(
      `The app (pid ${lockHolder(config.dataDir)}) is running on DATA_DIR ${config.dataDir}. ` +
        'Stop it before restoring a backup.',
    );
  }
  if (config.databaseUrl) return { url: config.databaseUrl, close: async () => unlock() };
  return startOwnServer(config, log, unlock);
}
