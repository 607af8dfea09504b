import { useMutation, useQueryClient } from '@tanstack/react-query';
import { measurementPreview } from '#client/api/session-writes.ts';
import { sessionKeys, updateSession } from '#client/api/sessions.ts';
import { useActionKeys } from '#client/lib/idempotency-key.ts';
import { isQueued, sendOrQueue } from '#client/lib/offline/send-or-queue.ts';
import type { MeasurementEntryBody } from '#shared/rules/measurement-entry.ts';

/**
 * Changes a measurement entry (PUT /api/sessions/{id} as JSON, with an idempotency key that a retry of the
 * same change reuses, docs/decisions/023) and refreshes lists, history and statistics. Offline the change
 * waits in the outbox (docs/decisions/032).
 */
export function useUpdateMeasurement(id: number) {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (body: MeasurementEntryBody) => {
      const idempotencyKey = keys.keyFor({ id, body });
      const write = {
        action: 'update' as const,
        targetId: id,
        idempotencyKey,
        body,
        preview: measurementPreview(body),
      };
      return sendOrQueue(write, () => updateSession(id, body, idempotencyKey));
    },
    onSuccess: (result, body) => {
      keys.settle({ id, body });
      if (isQueued(result)) return;
      return queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
