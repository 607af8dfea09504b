import { fileDate } from '#client/lib/download.ts';
import { type DownloadFile, safeFilePart } from './download-file.ts';

/**
 * GET /api/admin/export/sessions/email/{email} (CSV) or .../with-images (zip): the sessions of the account
 * with that email; the server answers 404 'No account found for {email}' when there is none.
 */
export function emailSessionsExport(email: string, withImages: boolean): DownloadFile {
  const path = `/api/admin/export/sessions/email/${encodeURIComponent(email)}`;
  const name = `sessions-${safeFilePart(email)}-${fileDate()}`;
  return withImages
    ? { path: `${path}/with-images`, fileName: `${name}.zip` }
    : { path, fileName: `${name}.csv` };
}
