import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { E2E_DATA_DIR } from './paths.ts';
import { STORE_APP_SECRET, STORE_ORIGIN, STORE_SHARED_SECRET } from './store-config.ts';

// Starts the built app (client and server) for the browser tests: a fresh data folder and, when
// DATABASE_URL names a server, a fresh database on it (otherwise the app's own embedded PostgreSQL there).
fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
fs.mkdirSync(E2E_DATA_DIR, { recursive: true });
const port = process.env.E2E_PORT ?? '3210';

if (process.env.DATABASE_URL) {
  const name = `e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  // Leftovers of runs over a day old (the name is its creation time): a run beside this one on the same
  // server may have made its database a moment ago and not yet connected to it.
  const stale = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname ~ '^e2e_[0-9]+$'",
  );
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const { datname } of stale.rows) {
    if (Number(datname.slice('e2e_'.length)) < dayAgo)
      await admin.query(`DROP DATABASE ${datname}`).catch(() => undefined);
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  // For tests that read or move stored rows (e2e/support/database.ts).
  fs.writeFileSync(path.join(E2E_DATA_DIR, 'database-url'), process.env.DATABASE_URL, { mode: 0o600 });
}
Object.assign(process.env, {
  PORT: port,
  DATA_DIR: E2E_DATA_DIR,
  PUBLIC_URL: `http://localhost:${port}`,
  MAIL_TRANSPORT: 'file',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  ADMIN_EMAILS: 'admin@example.com',
  ADMIN_PASSWORD: 'e2e-admin-password',
  AUTH_RATE_LIMIT_MAX: '1000',
  STORE_URL: 'https://store.example.com/',
  STORE_NAME: 'Example Store',
  // The demo store page of e2e/support/demo-store.ts embeds the app and signs its customers' ids; its
  // app proxy serves the app under /apps/tracker, signing each request with the app secret.
  STORE_ORIGIN,
  STORE_SHARED_SECRET,
  STORE_APP_SECRET,
});
// The compiled server, as `npm start` runs it (docs/decisions/026); `npm run test:e2e` builds it first.
const compiledServer = new URL('../../dist/server/main.js', import.meta.url);
if (!fs.existsSync(compiledServer)) {
  console.error('dist/server/main.js is missing: run `npm run build` before the browser tests.');
  process.exit(1);
}
await import(compiledServer.href);
