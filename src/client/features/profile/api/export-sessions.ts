import { useMutation } from '@tanstack/react-query';
import { apiGet, apiGetBlob } from '#client/lib/request.ts';
import type { Session } from '#shared/schemas/sessions.ts';

/** 'YYYY-MM-DD' of the given moment in the browser's time zone. */
export function localDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Saves a Blob as a download with the given file name. */
function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is dropped.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type ExportResult = 'exported' | 'empty';

/**
 * The profile's 'Export CSV' (spec section 5: it needs at least one session): GET /api/sessions?limit=1
 * first, then GET /api/sessions/export saved as sessions-YYYY-MM-DD.csv.
 */
export async function exportOwnSessions(): Promise<ExportResult> {
  const [first] = await apiGet<Session[]>('/api/sessions?limit=1&kind=all');
  if (!first) return 'empty';
  const csv = await apiGetBlob('/api/sessions/export');
  download(csv, `sessions-${localDate()}.csv`);
  return 'exported';
}

export function useExportOwnSessions() {
  return useMutation({ mutationFn: exportOwnSessions });
}
