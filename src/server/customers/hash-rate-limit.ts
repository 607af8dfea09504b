import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Per-client rate limit for the routes a customer hash alone can reach, so nobody can try hashes quickly.
 * Signed-in users are not counted.
 */
export function hashOnlyRateLimit(config: Pick<Config, 'hashRateLimitPerMinute'>) {
  return {
    max: config.hashRateLimitPerMinute,
    timeWindow: 60_000,
    allowList: (request: FastifyRequest) => Boolean(request.session?.userId),
  };
}
