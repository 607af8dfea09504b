import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSession, sessionKeys } from '#client/api/sessions.ts';
import type { MeasurementEntryBody } from '#shared/rules/measurement-entry.ts';

/** Saves a measurement entry (POST /api/sessions as JSON, spec section 7) and refreshes the sessions and statistics. */
export function useLogMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MeasurementEntryBody) => createSession(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
