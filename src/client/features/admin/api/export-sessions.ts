import { fileDate } from '#client/lib/download.ts';
import { type DownloadFile, safeFilePart } from './download-file.ts';

/** GET /api/admin/export/sessions: every session as CSV, saved as sessions-yyyy-mm-dd.csv. */
export function allSessionsExport(): DownloadFile {
  return { path: '/api/admin/export/sessions', fileName: `sessions-${fileDate()}.csv` };
}

/**
 * GET /api/admin/export/sessions/{customerHash} (CSV) or .../with-images (zip of sessions.csv and the
 * photos), saved as sessions-{hash}-yyyy-mm-dd.csv or .zip.
 */
export function customerSessionsExport(customerHash: string, withImages: boolean): DownloadFile {
  const path = `/api/admin/export/sessions/${encodeURIComponent(customerHash)}`;
  const name = `sessions-${safeFilePart(customerHash)}-${fileDate()}`;
  return withImages
    ? { path: `${path}/with-images`, fileName: `${name}.zip` }
    : { path, fileName: `${name}.csv` };
}
