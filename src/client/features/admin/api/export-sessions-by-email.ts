import { fileDate } from '#client/lib/download.ts';
import { exportEmailSessions, exportEmailSessionsWithImages } from '#shared/contracts/admin-exports.ts';
import { type DownloadFile, exportFile, safeFilePart } from './download-file.ts';

/**
 * GET /api/admin/export/sessions/email/{email} (CSV) or .../with-images (zip): the sessions of the account
 * with that email; the server answers 404 'No account found for {email}' when there is none.
 */
export function emailSessionsExport(email: string, withImages: boolean): DownloadFile {
  const name = `sessions-${safeFilePart(email)}-${fileDate()}`;
  return withImages
    ? exportFile(exportEmailSessionsWithImages, { email }, `${name}.zip`)
    : exportFile(exportEmailSessions, { email }, `${name}.csv`);
}
