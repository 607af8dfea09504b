import { saveBlob } from '#client/lib/download.ts';
import { apiGetBlob } from '#client/lib/request.ts';

/** A file the server builds for download: where to fetch it and the name to save it under. */
export interface DownloadFile {
  path: string;
  fileName: string;
}

/** A piece of a file name made safe: letters, digits, dot, dash and underscore only (as the server does). */
export const safeFilePart = (value: string) => value.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 60);

/** Fetches the file with the session cookie (HttpError on any non-ok answer) and saves it. */
export async function downloadFile({ path, fileName }: DownloadFile): Promise<void> {
  saveBlob(await apiGetBlob(path), fileName);
}
