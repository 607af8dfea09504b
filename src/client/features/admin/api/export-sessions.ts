import { fileDate } from '#client/lib/download.ts';
import {
  exportCustomerSessions,
  exportCustomerSessionsWithImages,
  exportSessions,
} from '#shared/contracts/admin-exports.ts';
import { type DownloadFile, exportFile, safeFilePart } from './download-file.ts';

/** GET /api/admin/export/sessions: every session as CSV, saved as sessions-yyyy-mm-dd.csv. */
export function allSessionsExport(): DownloadFile {
  return exportFile(exportSessions, undefined, `sessions-${fileDate()}.csv`);
}

/**
 * GET /api/admin/export/sessions/{customerHash} (CSV) or .../with-images (zip of sessions.csv and the
 * photos), saved as sessions-{hash}-yyyy-mm-dd.csv or .zip.
 */
export function customerSessionsExport(customerHash: string, withImages: boolean): DownloadFile {
  const name = `sessions-${safeFilePart(customerHash)}-${fileDate()}`;
  return withImages
    ? exportFile(exportCustomerSessionsWithImages, { user: customerHash }, `${name}.zip`)
    : exportFile(exportCustomerSessions, { user: customerHash }, `${name}.csv`);
}
