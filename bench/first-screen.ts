/**
 * `npm run bench:first-screen` (issue 27): how long a signed-in customer with 200 entries waits for the
 * tracker home's figures on a phone. In Debian's Chromium (the browser tests' launch options) at 375 x 667,
 * CPU slowed 4x and Chrome's Slow 4G network (CDP emulation), each run loads `/` cold (a new browser
 * context) and then reloads it warm, and times from the navigation: the last API answer and the last
 * script in before the figures showed (data, code) and the frame that paints the three totals and the five
 * recent entries (visible). The same for the reference in bench/first-screen-reference: React rendering the
 * same reads over the same API, no app around it. Prints median (min–max) over `--runs` runs (7) after one
 * run not counted, and the gap visible - max(data, code); the goal is a gap of at most 150 ms. Not a test:
 * CI does not run it and no figure is asserted. README "Benchmarks".
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { build as bundle } from 'esbuild';
import { build as viteBuild } from 'vite';
import e2eConfig from '../playwright.config.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { RECENT_LIST_SIZE } from '../src/shared/constants.ts';
import { getSessionStats, listSessions } from '../src/shared/contracts/sessions.ts';
import { countText } from '../src/shared/rules/english-format.ts';
import type { Session, SessionStatsResponse } from '../src/shared/schemas/sessions.ts';
import { BENCH_DIR, benchDatabase } from './bench-database.ts';
import { type BenchUser, signedInCustomer } from './bench-user.ts';
import {
  CPU_SLOWDOWN,
  coldAndWarm,
  type FirstScreenTarget,
  type LoadTimes,
  SLOW_4G,
  TIME_ZONE,
  VIEWPORT,
} from './first-screen-load.ts';
import type { FirstScreenExpected } from './first-screen-probe.ts';
import { firstScreenTable, GAP_GOAL_MS, gapMedian } from './first-screen-report.ts';
import { freePort } from './processes.ts';
import { serveReferencePage } from './reference-page-server.ts';
import { startBenchApp } from './start-app.ts';

const SESSIONS = 200;
const REFERENCE_DIR = path.join(import.meta.dirname, 'first-screen-reference');
const say = (line: string) => process.stdout.write(`${line}\n`);

const { values } = parseArgs({ options: { runs: { type: 'string' }, port: { type: 'string' } } });
const runs = Number(values.runs ?? 7);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number from 1, got ${values.runs}`);

/** The figures the home shows this customer, read from the API: the totals as the tiles write them. */
async function expectedScreen(base: string, user: BenchUser): Promise<FirstScreenExpected> {
  const read = async <T>(pathname: string, query: Record<string, string>): Promise<T> => {
    const search = new URLSearchParams({ ...query, customer_hash: user.customerHash });
    const response = await fetch(`${base}${pathname}?${search}`, { headers: { cookie: user.cookie } });
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const sessions = await read<Session[]>(listSessions.path, { limit: String(RECENT_LIST_SIZE), kind: 'all' });
  const stats = await read<SessionStatsResponse>(getSessionStats.path, { tz: TIME_ZONE });
  return {
    totals: [stats.sessions, stats.minutes, stats.days].map(countText),
    devices: sessions.map((session) => session.device),
  };
}

/** The in-page probe as one script for the browser (bench/first-screen-probe.ts). */
async function probeScript(): Promise<string> {
  const built = await bundle({
    entryPoints: [path.join(import.meta.dirname, 'first-screen-probe.ts')],
    bundle: true,
    format: 'iife',
    write: false,
    logLevel: 'warning',
  });
  return built.outputFiles[0]?.text ?? '';
}

fs.mkdirSync(BENCH_DIR, { recursive: true });
const database = await benchDatabase(process.env, 'tracker_first_screen');
const stops: (() => Promise<void>)[] = [database.stop];
try {
  say(`database: ${database.describe}`);
  await runMigrations(database.url);
  say('reference: vite build of bench/first-screen-reference');
  await viteBuild({ configFile: path.join(REFERENCE_DIR, 'vite.config.ts') });
  say('app: npm start (build and production server), log in .bench/first-screen-app.log');
  const app = await startBenchApp('first-screen-app', database.url, await freePort(Number(values.port ?? 0)));
  stops.unshift(app.stop);
  const user = await signedInCustomer(app, database.url, SESSIONS);
  const expected = await expectedScreen(app.base, user);
  const referenceRoot = path.join(BENCH_DIR, 'first-screen-reference');
  const reference = await serveReferencePage(referenceRoot, app.base, await freePort());
  stops.unshift(reference.stop);
  const launchOptions = e2eConfig.use?.launchOptions ?? {};
  const browser = await chromium.launch({ ...launchOptions, headless: true });
  stops.unshift(() => browser.close());
  const probe = await probeScript();

  const targets: { name: string; target: FirstScreenTarget }[] = [
    { name: 'app', target: { url: `${app.base}/`, cookie: user.cookie } },
    { name: 'reference', target: { url: `${reference.base}/`, cookie: user.cookie } },
  ];
  const loads = new Map<string, LoadTimes[]>();
  // Run 0 is not counted: it warms the server, the database and the app's record of the customer's zone.
  for (let run = 0; run <= runs; run++) {
    say(run === 0 ? 'run 0 (not counted)' : `run ${run} of ${runs}`);
    for (const { name, target } of targets) {
      const { cold, warm } = await coldAndWarm(browser, target, probe, expected);
      if (run === 0) continue;
      loads.set(`${name} cold`, [...(loads.get(`${name} cold`) ?? []), cold]);
      loads.set(`${name} warm reload`, [...(loads.get(`${name} warm reload`) ?? []), warm]);
    }
  }

  const version = spawnSync(launchOptions.executablePath ?? 'chromium', ['--version'], { encoding: 'utf8' });
  const rows = [...loads].map(([name, times]) => ({ name, loads: times }));
  say('');
  say(`${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), ${version.stdout.trim()}`);
  say(
    `/ signed in, ${SESSIONS} entries, ${VIEWPORT.width} x ${VIEWPORT.height}, CPU ${CPU_SLOWDOWN}x slower, ` +
      `Slow 4G (${SLOW_4G.latency} ms, ${(SLOW_4G.downloadThroughput * 8) / 1e6} Mbit/s down, ` +
      `${(SLOW_4G.uploadThroughput * 8) / 1e3} kbit/s up); ${runs} runs, ms from navigation, median (min–max)`,
  );
  say(firstScreenTable(rows));
  for (const kind of ['cold', 'warm reload']) {
    const gap = gapMedian(loads.get(`app ${kind}`) ?? []);
    const verdict = gap <= GAP_GOAL_MS ? 'met' : 'not met';
    say(`goal (not gated), app ${kind}: visible at most ${GAP_GOAL_MS} ms after max(data, code): ${verdict}`);
  }
} finally {
  for (const stop of stops) await stop().catch((err: Error) => say(`stop: ${err.message}`));
}
