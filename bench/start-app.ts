import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_DIR } from './bench-database.ts';
import { BENCH_ADMIN_PASSWORD, BENCH_EMAIL } from './bench-user.ts';
import { type Started, startProcess, waitUntilUp } from './processes.ts';

export type StartedApp = Started & { base: string; dataDir: string };

/**
 * Builds and starts the app as a store would run it (`npm start`, production mode) on `databaseUrl` and
 * `port`, with `extraEnv` added, its own DATA_DIR under .bench/<name>, file mail (the bench user's
 * verification link is read from it) and no reminder job; resolves once /healthz answers.
 */
export async function startBenchApp(
  name: string,
  databaseUrl: string,
  port: number,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<StartedApp> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = path.join(BENCH_DIR, name);
  const logFile = path.join(BENCH_DIR, `${name}.log`);
  fs.mkdirSync(dataDir, { recursive: true });
  const app = startProcess(
    'npm',
    ['start'],
    {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: base,
      ALLOW_INSECURE_HTTP: 'true',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAILS: BENCH_EMAIL,
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      MAIL_TRANSPORT: 'file',
      REMINDER_CHECK_SECONDS: '0',
      ...extraEnv,
    },
    logFile,
  );
  try {
    await waitUntilUp(`${base}/healthz`, app, 600_000, logFile);
  } catch (err) {
    await app.stop();
    throw err;
  }
  return { ...app, base, dataDir };
}
