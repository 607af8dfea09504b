import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * The one Redis connection of an app process, for rate-limit counts (docs/decisions/028). Settings after
 * @fastify/rate-limit's advice: a short connect timeout and one retry per command, so a request waits at
 * most about a second for a Redis that is away and then fails (503) instead of hanging.
 */
export function createRedisClient(url: string, log: Logger): Redis {
  const redis = new Redis(url, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    connectionName: 'tracker-rate-limit',
  });
  // Without a listener ioredis prints each failed reconnect; one warning per outage is enough.
  let reported = false;
  redis.on('error', (err: Error) => {
    if (!reported) log.warn({ err }, 'Redis unreachable; rate-limited requests answer 503 until it is back');
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}

/** True for the errors ioredis gives while Redis cannot be reached. */
export function isRedisUnavailable(err: unknown): boolean {
  const candidate = err as { name?: unknown; message?: unknown } | null;
  if (!candidate) return false;
  if (candidate.name === 'MaxRetriesPerRequestError') return true;
  return (
    typeof candidate.message === 'string' &&
    /Connection is closed|Stream isn't writeable|enableOfflineQueue options is false|connect ECONNREFUSED/i.test(
      candidate.message,
    )
  );
}
