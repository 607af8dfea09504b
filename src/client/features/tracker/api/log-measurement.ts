import { useMutation, useQueryClient } from '@tanstack/react-query';
import { measurementPreview } from '#client/api/session-writes.ts';
import { createSession, sessionKeys } from '#client/api/sessions.ts';
import { useActionKeys } from '#client/lib/idempotency-key.ts';
import { isQueued, sendOrQueue } from '#client/lib/offline/send-or-queue.ts';
import type { MeasurementEntryBody } from '#shared/rules/measurement-entry.ts';

/**
 * Saves a measurement entry (POST /api/sessions as JSON, spec section 7), with an idempotency key that a
 * retry of the same entry reuses (docs/decisions/023), and refreshes the sessions and statistics. Offline
 * it waits in the outbox (docs/decisions/032).
 */
export function useLogMeasurement() {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (body: MeasurementEntryBody) => {
      const idempotencyKey = keys.keyFor(body);
      const write = {
        action: 'create' as const,
        targetId: null,
        idempotencyKey,
        body,
        preview: measurementPreview(body),
      };
      return sendOrQueue(write, () => createSession(body, idempotencyKey));
    },
    onSuccess: (result, body) => {
      keys.settle(body);
      if (isQueued(result)) return;
      return queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
