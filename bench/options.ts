import os from 'node:os';
import { parseArgs } from 'node:util';

/** What `npm run bench` measures and how long; every option also has an environment variable. */
export type BenchOptions = {
  /** Seconds of wrk per target (BENCH_SECONDS). */
  seconds: number;
  /** Seconds of wrk before each target, not counted (BENCH_WARMUP_SECONDS). */
  warmupSeconds: number;
  /** Rounds of the bare references then the app per target, added up (BENCH_ROUNDS). */
  rounds: number;
  /** wrk connections (BENCH_CONNECTIONS). */
  connections: number;
  /** Training sessions to seed, spread over 10,000 customers (BENCH_ROWS). */
  rows: number;
  /** Skip the CSV export (BENCH_SKIP_CSV=1). */
  skipCsv: boolean;
  /** Skip the routes, time the CSV export alone (BENCH_SKIP_ROUTES=1). */
  skipRoutes: boolean;
  /**
   * Connections of the app's pool and of the bare reference's (BENCH_POOL_SIZE; the app's
   * DATABASE_POOL_SIZE): twice the CPUs by default, PostgreSQL's own starting point for a database on
   * this machine's cores (docs/decisions/042).
   */
  poolSize: number;
  /** Port of the app, 0 for any free one (BENCH_PORT); the bare reference takes another free port. */
  port: number;
};

const HELP = `npm run bench [-- options]
  --seconds N          wrk seconds per target (BENCH_SECONDS, 10)
  --warmup N           warm-up seconds per target, not counted (BENCH_WARMUP_SECONDS, 2)
  --rounds N           bare, named bare, then app, N times per target, added up (BENCH_ROUNDS, 1); more rounds
                       make the ratios steadier on a machine that is busy with other work
  --connections N      wrk connections (BENCH_CONNECTIONS, 50)
  --rows N             sessions to seed over 10,000 customers (BENCH_ROWS, 1000000)
  --skip-csv           leave out the CSV export (BENCH_SKIP_CSV=1)
  --skip-routes        leave out the routes: the CSV export alone (BENCH_SKIP_ROUTES=1)
  --pool N             connections of the app's pool and of the bare reference's (BENCH_POOL_SIZE; default
                       twice the CPUs, ${defaultPoolSize()} here: the database runs on this machine's cores)
  --port N             the app's port (BENCH_PORT; default any free port)
Database: BENCH_DATABASE_URL as is; else the database tracker_bench on DATABASE_URL's server; else an
embedded PostgreSQL in .bench/postgres.`;

/** Twice the CPUs: the PostgreSQL wiki's starting pool size for a database server with these cores. */
function defaultPoolSize(): number {
  return 2 * os.availableParallelism();
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got ${value}`);
  return parsed;
}

/** The options from the command line, then the environment, then the defaults. */
export function benchOptions(argv = process.argv.slice(2), env = process.env): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      seconds: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      rounds: { type: 'string' },
      rows: { type: 'string' },
      port: { type: 'string' },
      pool: { type: 'string' },
      'skip-csv': { type: 'boolean' },
      'skip-routes': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    process.stdout.write(`${HELP}\n`);
    process.exit(0);
  }
  return {
    seconds: positive('--seconds', values.seconds ?? env.BENCH_SECONDS, 10),
    warmupSeconds: positive('--warmup', values.warmup ?? env.BENCH_WARMUP_SECONDS, 2),
    connections: positive('--connections', values.connections ?? env.BENCH_CONNECTIONS, 50),
    rounds: Math.max(1, positive('--rounds', values.rounds ?? env.BENCH_ROUNDS, 1)),
    rows: positive('--rows', values.rows ?? env.BENCH_ROWS, 1_000_000),
    port: positive('--port', values.port ?? env.BENCH_PORT, 0),
    poolSize: Math.max(1, positive('--pool', values.pool ?? env.BENCH_POOL_SIZE, defaultPoolSize())),
    skipCsv: values['skip-csv'] === true || env.BENCH_SKIP_CSV === '1',
    skipRoutes: values['skip-routes'] === true || env.BENCH_SKIP_ROUTES === '1',
  };
}
