import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys, updateSession } from '#client/api/sessions.ts';
import { useActionKeys } from '#client/lib/idempotency-key.ts';
import type { MeasurementEntryBody } from '#shared/rules/measurement-entry.ts';

/**
 * Changes a measurement entry (PUT /api/sessions/{id} as JSON, with an idempotency key that a retry of the
 * same change reuses, docs/decisions/023) and refreshes lists, history and statistics.
 */
export function useUpdateMeasurement(id: number) {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (body: MeasurementEntryBody) => updateSession(id, body, keys.keyFor({ id, body })),
    onSuccess: (_session, body) => {
      keys.settle({ id, body });
      return queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
