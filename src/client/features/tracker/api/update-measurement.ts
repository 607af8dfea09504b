import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys, updateSession } from '#client/api/sessions.ts';
import type { MeasurementEntryBody } from '#shared/rules/measurement-entry.ts';

/** Changes a measurement entry (PUT /api/sessions/{id} as JSON) and refreshes lists, history and statistics. */
export function useUpdateMeasurement(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MeasurementEntryBody) => updateSession(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
