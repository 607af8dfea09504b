import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { pruneOrphanPhotos } from '../services/photos/prune-orphan-photos.ts';
import { pruneUploadCounts } from '../services/photos/upload-quota.ts';
import { pruneStoreSessions } from '../services/store-sessions/prune-store-sessions.ts';

const EVERY_MS = 10 * 60_000;

/** Housekeeping every 10 minutes that no request should wait for: orphan photo uploads, old quota counts,
 * ended store sessions. */
export function registerMaintenance(app: FastifyInstance, deps: Deps): void {
  const run = () =>
    Promise.all([
      pruneOrphanPhotos(deps)
        .then((count) => count > 0 && app.log.info({ count }, 'deleted photos no session used'))
        .then(() => pruneUploadCounts(deps.db))
        .catch((err: Error) => app.log.warn({ err }, 'photo clean-up failed')),
      pruneStoreSessions(deps).catch((err: Error) => app.log.warn({ err }, 'store session clean-up failed')),
    ]);
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => void run());
  app.addHook('onClose', async () => clearInterval(timer));
}
