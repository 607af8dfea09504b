import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { importPhotoFiles } from '../services/photos/import-photo-files.ts';

/**
 * Before the app answers anything, photo files left in DATA_DIR from before docs/decisions/030 move into
 * the database (nothing to do, and quick, once they have).
 */
export function registerPhotoFileImport(app: FastifyInstance, deps: Deps): void {
  app.addHook('onReady', async () => void (await importPhotoFiles(deps)));
}
