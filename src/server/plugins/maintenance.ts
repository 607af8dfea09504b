import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { pruneOrphanPhotos } from '../services/photos/prune-orphan-photos.ts';
import { pruneUploadCounts } from '../services/photos/upload-quota.ts';
import { pruneRateLimits } from '../services/rate-limits/prune-rate-limits.ts';
import { pruneStoreSessions } from '../services/store-sessions/prune-store-sessions.ts';
import { scheduleJob } from './scheduled-job.ts';

const EVERY_MS = 10 * 60_000;

/** Housekeeping every 10 minutes (in one app process of several) that no request should wait for: orphan
 * photo uploads, old quota counts, ended store sessions, rate-limit counts whose window has ended. */
export function registerMaintenance(app: FastifyInstance, deps: Deps): void {
  const run = () =>
    Promise.all([
      pruneOrphanPhotos(deps)
        .then((count) => count > 0 && app.log.info({ count }, 'deleted photos no session used'))
        .then(() => pruneUploadCounts(deps.db))
        .catch((err: Error) => app.log.warn({ err }, 'photo clean-up failed')),
      pruneStoreSessions(deps).catch((err: Error) => app.log.warn({ err }, 'store session clean-up failed')),
      pruneRateLimits(deps.db).catch((err: Error) => app.log.warn({ err }, 'rate-limit clean-up failed')),
    ]);
  scheduleJob(app, deps.db, { name: 'maintenance', everyMs: EVERY_MS, run });
}
