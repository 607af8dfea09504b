/**
 * `npm run bench`: the server's speed against a bare Fastify + pg route running the same query (issue 14).
 * Seeds 1M sessions (once), builds and starts the app in production mode (`npm start`) and the bare
 * reference, signs in through the API, runs wrk on each target and prints req/s, p99 and each ratio with
 * its target; then times the admin CSV export against psql's \copy of the same join. Not a test: CI does
 * not run it. See README "Benchmarks".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runMigrations } from '../src/server/db/migrate.ts';
import { BENCH_DIR, benchDatabase } from './bench-database.ts';
import { signInBenchUser } from './bench-user.ts';
import { appExport, referenceCopy, sessionCount } from './csv-export.ts';
import { benchOptions } from './options.ts';
import { freePort, type Started, startProcess, waitUntilUp } from './processes.ts';
import { type CsvRow, csvTable, routeTable } from './report.ts';
import { measureRoutes } from './route-targets.ts';
import { seedCustomer, seedSessions } from './seed-data.ts';
import { startBenchApp } from './start-app.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);

const options = benchOptions();
fs.mkdirSync(BENCH_DIR, { recursive: true });
const database = await benchDatabase();
const stops: (() => Promise<void>)[] = [database.stop];
try {
  say(`database: ${database.describe}`);
  await runMigrations(database.url);
  await seedSessions(database.url, options.rows, say);

  const appPort = await freePort(options.port);
  const barePort = await freePort();
  const appBase = `http://127.0.0.1:${appPort}`;
  const bareBase = `http://127.0.0.1:${barePort}`;
  say(`app: npm start (build and production server), log in .bench/app.log`);
  const pool = { DATABASE_POOL_SIZE: String(options.poolSize) };
  const app = await startBenchApp('app', database.url, appPort, pool);
  stops.unshift(app.stop);
  const user = await signInBenchUser(appBase, app.dataDir);
  await seedCustomer(database.url, user.customerHash, options.rows);

  const bareLog = path.join(BENCH_DIR, 'bare.log');
  const bare: Started = startProcess(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts')],
    {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(barePort),
      DATABASE_URL: database.url,
      ...pool,
      BENCH_CUSTOMER_HASH: user.customerHash,
    },
    bareLog,
  );
  stops.unshift(bare.stop);
  await waitUntilUp(`${bareBase}/hello`, bare, 60_000, bareLog);

  say(
    `wrk: ${options.connections} connections, ${options.seconds} s per target and round, ` +
      `${options.rounds} round(s), ${options.warmupSeconds} s warm-up each; ` +
      `${options.poolSize} database connections each for the app and the bare reference`,
  );
  const rows = options.skipRoutes
    ? []
    : await measureRoutes({
        options,
        appBase,
        bareBase,
        cookie: user.cookie,
        customerHash: user.customerHash,
        databaseUrl: database.url,
        say,
      });
  let csv: CsvRow | undefined;
  if (!options.skipCsv) {
    say('csv: reference copy, then the admin export');
    const reference = await referenceCopy(database.url);
    const exported = await appExport(appBase, user.cookie, app.child.pid ?? 0);
    csv = {
      rows: await sessionCount(database.url),
      appSeconds: exported.seconds,
      referenceSeconds: reference.seconds,
      tool: reference.tool,
      growthMb: exported.growthBytes / 1024 / 1024,
    };
  }
  say('');
  say(
    `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), node ${process.version}, ${database.describe}`,
  );
  if (rows.length > 0) say(routeTable(rows));
  if (csv) say(csvTable(csv));
  fs.writeFileSync(
    path.join(BENCH_DIR, 'last-run.json'),
    `${JSON.stringify({ at: new Date(), options, rows, csv }, null, 2)}\n`,
  );
} finally {
  for (const stop of stops) await stop().catch((err: Error) => say(`stop: ${err.message}`));
}
