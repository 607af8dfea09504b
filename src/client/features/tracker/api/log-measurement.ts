import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '#client/lib/request.ts';
import type { MeasurementEntryBody } from '#shared/rules/measurement-entry.ts';
import type { Session } from '#shared/schemas/sessions.ts';
import { SESSIONS_KEY } from './sessions.ts';

/** POST /api/sessions with a measurement-only entry as JSON (spec section 7). */
export function logMeasurement(body: MeasurementEntryBody): Promise<Session> {
  return apiSend<Session>('POST', '/api/sessions', body);
}

/** Saves a measurement entry and refreshes the sessions and statistics. */
export function useLogMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logMeasurement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
