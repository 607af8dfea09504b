import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock.ts';
import { ensureDatabase, startEmbeddedPostgres } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { loggerOptions, serializeError } from './logger.ts';
import { unsupportedRuntime } from './runtime.ts';
import { resolveSessionSecret } from './session-secret.ts';

/** After the drain: how long requests in flight, the pool and PostgreSQL may take to stop. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  const runtime = unsupportedRuntime(process.versions.node);
  if (runtime) throw new ConfigError(runtime);
  const config = loadConfig();
  const log = pino(loggerOptions(config.logLevel));
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o755 });
  const unlock = lockDataDir(config.dataDir);
  const cleanups: (() => Promise<void> | void)[] = [unlock];

  let databaseUrl = config.databaseUrl;
  let stopSupervising = async () => {};
  if (!databaseUrl) {
    const embedded = await startEmbeddedPostgres(path.join(config.dataDir), log);
    cleanups.unshift(() => embedded.stop());
    await ensureDatabase(embedded.url('postgres'), 'tracker');
    databaseUrl = embedded.url('tracker');
    stopSupervising = embedded.supervise();
    log.info('embedded PostgreSQL started');
  }
  await runMigrations(databaseUrl);
  const database = createDatabase(databaseUrl, log, {
    namedStatements: config.namedStatements,
    poolSize: config.databasePoolSize,
  });
  cleanups.unshift(() => database.pool.end());

  const app = await buildApp({ config, database, sessionSecret: resolveSessionSecret(config) });
  cleanups.unshift(() => app.close());
  await app.listen({ port: config.port, host: config.host });
  log.info({ node: process.version }, `Progress tracker ready at ${config.publicUrl}`);
  // Stopped by app.close() above (awaiting a run in progress), before the pool ends.
  app.reminders.start();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Out of the load balancer first: /readyz answers 503 while requests are still served, then the
    // server stops accepting and finishes those in flight (docs/decisions/062).
    app.lifecycle.draining = true;
    log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: draining, then finishing requests');
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownDrainMs + SHUTDOWN_TIMEOUT_MS);
    force.unref();
    if (config.shutdownDrainMs > 0)
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    // Ctrl+C reaches PostgreSQL too; a server that stops from now on must stay stopped.
    await stopSupervising();
    for (const cleanup of cleanups) {
      try {
        await cleanup();
      } catch (err) {
        log.error({ err }, 'error during shutdown');
      }
    }
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirInUseError) {
    console.error(err.message);
  } else {
    console.error('The app could not start:', serializeError(err));
  }
  process.exit(1);
});
