import pg from 'pg';
import type { BenchOptions } from './options.ts';
import type { RouteRow } from './report.ts';
import { type Load, type LoadResult, load } from './wrk.ts';

export type RouteContext = {
  options: BenchOptions;
  appBase: string;
  bareBase: string;
  cookie: string;
  customerHash: string;
  databaseUrl: string;
  say: (line: string) => void;
};

type Target = Omit<Load, 'seconds' | 'connections'>;

const MEASUREMENT = JSON.stringify({
  device: 'Measurement Update',
  duration: 0,
  length: 6.25,
  girth: 5.5,
  measurementUnit: 'inches',
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Rounds of one target as one result: requests over the whole time, the median p50 and p99. */
function combined(results: LoadResult[]): LoadResult {
  const requests = results.reduce((sum, result) => sum + result.requests, 0);
  const seconds = results.reduce((sum, result) => sum + result.requests / result.rps, 0);
  return {
    requests,
    rps: requests / seconds,
    p50Ms: median(results.map((result) => result.p50Ms)),
    p99Ms: median(results.map((result) => result.p99Ms)),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  };
}

/**
 * wrk on the bare reference and on the app in turn, `rounds` times (a warm-up before each), so both see
 * the same machine: other work on it slows both alike and leaves their ratio standing.
 */
export async function measureRoutes(context: RouteContext): Promise<RouteRow[]> {
  const { options, appBase, bareBase, cookie, say } = context;
  const run = async (target: Target) => {
    const base = { ...target, connections: options.connections };
    if (options.warmupSeconds > 0) await load({ ...base, seconds: options.warmupSeconds });
    return load({ ...base, seconds: options.seconds });
  };
  // The bare route, the bare route with named statements, then the app, in each round.
  const trio = async (
    name: string,
    bare: Target,
    named: Target,
    app: Target,
    after?: () => Promise<void>,
  ) => {
    const rounds: [LoadResult[], LoadResult[], LoadResult[]] = [[], [], []];
    for (let round = 0; round < options.rounds; round++) {
      for (const [index, target] of [bare, named, app].entries()) {
        rounds[index]?.push(await run(target));
        await after?.();
      }
    }
    const [bareResult, namedResult, appResult] = rounds.map(combined) as [LoadResult, LoadResult, LoadResult];
    const result = { bare: bareResult, named: namedResult, app: appResult };
    say(
      `  ${name}: bare ${Math.round(result.bare.rps)} req/s, bare named ${Math.round(result.named.rps)} req/s, app ${Math.round(result.app.rps)} req/s`,
    );
    return result;
  };
  // The writes' entries go once the last answers are in (requests wrk left in flight still land).
  const cleanWrites = async () => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const client = new pg.Client({ connectionString: context.databaseUrl });
    await client.connect();
    await client.query(
      'DELETE FROM sessions WHERE customer_hash = $1 AND day = (now() AT TIME ZONE $2)::date AND duration = 0',
      [context.customerHash, 'UTC'],
    );
    await client.query('VACUUM ANALYZE sessions');
    await client.end();
  };

  const hello = combined([await run({ url: `${bareBase}/hello` })]);
  const list = await trio(
    'list',
    { url: `${bareBase}/sessions?limit=5` },
    { url: `${bareBase}/named/sessions?limit=5` },
    { url: `${appBase}/api/sessions?limit=5`, cookie },
  );
  const stats = await trio(
    'stats',
    { url: `${bareBase}/stats` },
    { url: `${bareBase}/named/stats` },
    { url: `${appBase}/api/sessions/stats?tz=UTC`, cookie },
  );
  const post = { method: 'POST' as const, body: MEASUREMENT };
  const write = await trio(
    'write',
    { ...post, url: `${bareBase}/measurements` },
    { ...post, url: `${bareBase}/named/measurements` },
    { ...post, url: `${appBase}/api/sessions`, cookie },
    cleanWrites,
  );
  const reads = { minRatio: 0.5, maxP99Ms: 25 };
  return [
    { name: 'bare Fastify hello', result: hello },
    { name: 'bare Fastify + pg, list query (LIMIT 5)', result: list.bare },
    { name: '  the same, as a named statement', result: list.named },
    {
      name: 'signed-in GET /api/sessions?limit=5',
      result: list.app,
      reference: list.bare,
      namedReference: list.named,
      target: reads,
    },
    { name: 'bare Fastify + pg, stats query', result: stats.bare },
    { name: '  the same, as a named statement', result: stats.named },
    {
      name: 'signed-in GET /api/sessions/stats',
      result: stats.app,
      reference: stats.bare,
      namedReference: stats.named,
      target: reads,
    },
    { name: 'bare Fastify + pg, measurement insert', result: write.bare },
    { name: '  the same, as a named statement', result: write.named },
    {
      name: 'measurement write (JSON POST /api/sessions)',
      result: write.app,
      reference: write.bare,
      namedReference: write.named,
      target: { minRatio: 0.35 },
    },
  ];
}
