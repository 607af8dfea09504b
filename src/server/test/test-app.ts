import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { createDatabase, type Db } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import type { MailMessage } from '../mail/mailer.ts';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  pool: pg.Pool;
  config: Config;
  mails: MailMessage[];
  /** Holds every email until the returned function is called, to show an answer does not wait for one. */
  holdMails: () => () => void;
  /** Makes every email fail with this error until called again without one. */
  failMails: (error?: Error) => void;
  databaseUrl: string;
  adminUrl: string;
  dataDir: string;
  /** Every route the app registered, in order. */
  routes: RouteOptions[];
  close: () => Promise<void>;
};

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database and an app on it; mail is recorded instead of sent. `beforeStart` runs on the
 * migrated database and the DATA_DIR before the app is built (to leave what an older version left there).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  connectThrough: (url: string) => string = (url) => url,
  logStream?: NodeJS.WritableStream,
  beforeStart?: (target: { databaseUrl: string; dataDir: string }) => Promise<void>,
): Promise<TestApp> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = withDatabase(adminUrl, name);
  await runMigrations(databaseUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-test-data-'));
  fs.writeFileSync(path.join(dataDir, 'index.html'), '<!doctype html><title>Progress Tracker</title>');
  await beforeStart?.({ databaseUrl, dataDir });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ADMIN_EMAILS: 'admin@example.com',
    ...env,
  });
  const database = createDatabase(connectThrough(databaseUrl), pino({ level: 'silent' }));
  const mails: MailMessage[] = [];
  let mailGate: Promise<void> | undefined;
  let mailError: Error | undefined;
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    config,
    database,
    sessionSecret: 'test-secret-test-secret-test-secret-0123456789',
    mailer: {
      send: async (message) => {
        await mailGate;
        if (mailError) throw mailError;
        mails.push(message);
      },
    },
    clientDir: dataDir,
    onRoute: (route) => void routes.push(route),
    ...(logStream ? { logStream } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    pool: database.pool,
    config,
    mails,
    holdMails: () => {
      let release = () => {};
      mailGate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        mailGate = undefined;
        release();
      };
    },
    failMails: (error) => {
      mailError = error;
    },
    databaseUrl,
    adminUrl,
    dataDir,
    routes,
    close: async () => {
      await app.close();
      await database.pool.end();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
