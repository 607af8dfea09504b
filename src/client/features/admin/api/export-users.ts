import { fileDate } from '#client/lib/download.ts';
import type { DownloadFile } from './download-file.ts';

/** GET /api/admin/export/users: the user list as CSV, saved as users-yyyy-mm-dd.csv. */
export function usersExport(): DownloadFile {
  return { path: '/api/admin/export/users', fileName: `users-${fileDate()}.csv` };
}
