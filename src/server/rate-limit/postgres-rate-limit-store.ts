import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';

type Count = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Count) => void;

// One statement per request: a new key or an ended window starts at 1, otherwise the count goes up; the
// row lock of ON CONFLICT makes concurrent requests from any process count one after another.
const HIT = `
  INSERT INTO rate_limits (key, count, window_ends_at)
  VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN rate_limits.window_ends_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
    window_ends_at = CASE WHEN rate_limits.window_ends_at <= now()
                          THEN excluded.window_ends_at ELSE rate_limits.window_ends_at END
  RETURNING count AS current,
            greatest(0, ceil(extract(epoch FROM window_ends_at - now()) * 1000))::int AS ttl`;

const READ = `
  SELECT count AS current, greatest(0, ceil(extract(epoch FROM window_ends_at - now()) * 1000))::int AS ttl
    FROM rate_limits WHERE key = $1 AND window_ends_at > now()`;

/** The key part that tells one limit from another: the route, or `shared` for app.rateLimit() hooks. */
type LimitOptions = { routeInfo?: { method?: unknown; url?: unknown } };

function limitName(options: LimitOptions): string {
  const route = options.routeInfo;
  return route?.url ? `${String(route.method)} ${String(route.url)}` : 'shared';
}

/**
 * @fastify/rate-limit's store in PostgreSQL (table rate_limits; docs/decisions/028), so every app process
 * on the database draws on the same counts. Fixed windows, as the plugin's own stores keep them;
 * `continueExceeding` and `exponentialBackoff` are not supported (the app uses neither).
 */
export function postgresRateLimitStore(pool: pg.Pool): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'global|',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      this.run(HIT, [this.prefix + key, timeWindow], callback);
    }

    read(key: string, callback: Callback): void {
      this.run(READ, [this.prefix + key], callback);
    }

    // The plugin passes the limit's merged options here (typed as route options), with `routeInfo`.
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new PostgresRateLimitStore(undefined, `${limitName(options as unknown as LimitOptions)}|`);
    }

    private run(text: string, values: unknown[], callback: Callback): void {
      pool.query<Count>(text, values).then(
        (result) => callback(null, result.rows[0] ?? { current: 0, ttl: 0 }),
        (err: Error) => callback(err),
      );
    }
  }
  return PostgresRateLimitStore;
}
