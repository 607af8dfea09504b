import { fileDate } from '#client/lib/download.ts';
import { exportUsers } from '#shared/contracts/admin-exports.ts';
import { type DownloadFile, exportFile } from './download-file.ts';

/** GET /api/admin/export/users: the user list as CSV, saved as users-yyyy-mm-dd.csv. */
export function usersExport(): DownloadFile {
  return exportFile(exportUsers, undefined, `users-${fileDate()}.csv`);
}
