import { useMutation } from '@tanstack/react-query';
import { fileDate, saveBlob } from '#client/lib/download.ts';
import { apiGet, apiGetBlob } from '#client/lib/request.ts';
import type { Session } from '#shared/schemas/sessions.ts';

export type ExportResult = 'exported' | 'empty';

/**
 * The profile's 'Export CSV' (spec section 5: it needs at least one session): GET /api/sessions?limit=1
 * first, then GET /api/sessions/export saved as sessions-YYYY-MM-DD.csv.
 */
export async function exportOwnSessions(): Promise<ExportResult> {
  const [first] = await apiGet<Session[]>('/api/sessions?limit=1&kind=all');
  if (!first) return 'empty';
  const csv = await apiGetBlob('/api/sessions/export');
  saveBlob(csv, `sessions-${fileDate()}.csv`);
  return 'exported';
}

export function useExportOwnSessions() {
  return useMutation({ mutationFn: exportOwnSessions });
}
