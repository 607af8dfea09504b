import { apiRequest } from '#client/lib/request.ts';

/** A file the server builds for download: where to fetch it and the name to save it under. */
export interface DownloadFile {
  path: string;
  fileName: string;
}

/** The local calendar date as yyyy-mm-dd, for file names (spec: exports are named with the date). */
export function fileDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A piece of a file name made safe: letters, digits, dot, dash and underscore only (as the server does). */
export const safeFilePart = (value: string) => value.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 60);

/**
 * Fetches the file with the session cookie (credentials included, HttpError on any non-ok answer), then
 * saves it through an object URL and a temporary <a download>.
 */
export async function downloadFile({ path, fileName }: DownloadFile): Promise<void> {
  const response = await apiRequest('GET', path);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click starts the download synchronously from the URL; give the browser a moment before freeing it.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
