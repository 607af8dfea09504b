import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { processPrivacyRequests } from '../services/privacy-requests/process-privacy-requests.ts';
import { pruneExpiredTokens } from '../services/retention/prune-expired-tokens.ts';
import { pruneIdempotencyKeys } from '../services/retention/prune-idempotency-keys.ts';
import { truncateOldIps } from '../services/retention/truncate-old-ips.ts';
import { scheduleJob } from './scheduled-job.ts';

const EVERY_MS = 60 * 60_000;

/**
 * The retention sweep (docs/decisions/021; the README's retention table), when the app is ready and then
 * hourly, in one app process of several (docs/decisions/028): expired tokens and ended login sessions go,
 * security events older than 30 days keep only the network of their IP address, idempotency keys older
 * than 8 days go, and privacy requests still pending (the app stopped before doing them) are done.
 * Closing the app stops the timer and waits for a sweep under way, so none runs on a closed pool.
 * (Unattached uploads go with the 10-minute housekeeping in maintenance.ts.)
 */
export function registerRetention(app: FastifyInstance, deps: Deps): void {
  let running: Promise<unknown> | null = null;
  const sweep = () => {
    running ??= Promise.all([
      pruneExpiredTokens(deps).catch((err: Error) => app.log.warn({ err }, 'token clean-up failed')),
      truncateOldIps(deps).catch((err: Error) => app.log.warn({ err }, 'IP truncation failed')),
      pruneIdempotencyKeys(deps).catch((err: Error) => app.log.warn({ err }, 'idempotency clean-up failed')),
      processPrivacyRequests(deps).catch((err: Error) => app.log.warn({ err }, 'privacy requests failed')),
    ]).finally(() => {
      running = null;
    });
    return running;
  };
  scheduleJob(app, deps.db, { name: 'retention', everyMs: EVERY_MS, run: sweep });
  app.decorate('retentionSweep', async () => void (await sweep()));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the retention sweep now, whichever process ran it last (tests), or waits for the one under way. */
    retentionSweep: () => Promise<void>;
  }
}
