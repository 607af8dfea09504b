import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { registerAuthRateLimit } from '../auth/auth-rate-limit.ts';
import { registerVerificationResendLimit } from '../auth/verification-resend-limit.ts';
import type { Deps } from '../deps.ts';
import { limitReached } from '../lib/app-error.ts';
import { postgresRateLimitStore } from '../rate-limit/postgres-rate-limit-store.ts';
import { createRedisClient } from '../rate-limit/redis-client.ts';

/**
 * @fastify/rate-limit for the routes that set `config.rateLimit`, the shared auth budget and the
 * per-address limit of verification resends. The counts live where every app process sees them (docs/decisions/028): in Redis when REDIS_URL is set, else in
 * PostgreSQL (table rate_limits). A store that cannot be reached answers 503, never lets requests through.
 */
export async function registerRateLimits(app: FastifyInstance, deps: Pick<Deps, 'config' | 'pool' | 'log'>) {
  const { config } = deps;
  const redis = config.redis ? createRedisClient(config.redis.url, deps.log) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await app.register(rateLimit, {
    global: false,
    ...(redis && config.redis
      ? { redis, nameSpace: `${config.redis.keyPrefix}rate-limit:` }
      : { store: postgresRateLimitStore(deps.pool) }),
    errorResponseBuilder: (_request, context) => limitReached(context.ttl),
  });
  registerAuthRateLimit(app, config);
  registerVerificationResendLimit(app);
}
