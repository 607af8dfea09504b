import { useMutation } from '@tanstack/react-query';
import { fetchSessions, fetchSessionsCsv } from '#client/api/sessions.ts';
import { fileDate, saveBlob } from '#client/lib/download.ts';

export type ExportResult = 'exported' | 'empty';

/**
 * The profile's 'Export CSV' (spec section 5: it needs at least one session): GET /api/sessions?limit=1
 * first, then GET /api/sessions/export saved as sessions-YYYY-MM-DD.csv.
 */
async function exportOwnSessions(): Promise<ExportResult> {
  const [first] = await fetchSessions('all', 1);
  if (!first) return 'empty';
  saveBlob(await fetchSessionsCsv(), `sessions-${fileDate()}.csv`);
  return 'exported';
}

export function useExportOwnSessions() {
  return useMutation({ mutationFn: exportOwnSessions });
}
