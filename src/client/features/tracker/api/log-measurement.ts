import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSession, sessionKeys } from '#client/api/sessions.ts';
import { useActionKeys } from '#client/lib/idempotency-key.ts';
import type { MeasurementEntryBody } from '#shared/rules/measurement-entry.ts';

/**
 * Saves a measurement entry (POST /api/sessions as JSON, spec section 7), with an idempotency key that a
 * retry of the same entry reuses (docs/decisions/023), and refreshes the sessions and statistics.
 */
export function useLogMeasurement() {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (body: MeasurementEntryBody) => createSession(body, keys.keyFor(body)),
    onSuccess: (_session, body) => {
      keys.settle(body);
      return queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
