import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photoKeys } from '#client/api/photos.ts';
import { savedPreview } from '#client/api/session-writes.ts';
import { deleteSession, sessionKeys } from '#client/api/sessions.ts';
import { useActionKeys } from '#client/lib/idempotency-key.ts';
import { isQueued, sendOrQueue } from '#client/lib/offline/send-or-queue.ts';
import type { Session } from '#shared/schemas/sessions.ts';

/**
 * Deletes (with an idempotency key per entry, docs/decisions/023) and refreshes the lists and statistics.
 * Offline the deletion waits in the outbox (docs/decisions/032).
 */
export function useDeleteSession() {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (session: Pick<Session, 'id'> & Partial<Session>) => {
      const idempotencyKey = keys.keyFor({ delete: session.id });
      const write = {
        action: 'delete' as const,
        targetId: session.id,
        idempotencyKey,
        body: null,
        preview: savedPreview(session as Session),
      };
      return sendOrQueue(write, () => deleteSession(session.id, idempotencyKey));
    },
    // Tracker data never goes stale by itself (spec section 9): the lists, statistics, progress and the
    // photo gallery are refreshed here, by the write that changed them.
    onSuccess: (result, session) => {
      keys.settle({ delete: session.id });
      if (isQueued(result)) return;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: photoKeys.all }),
      ]);
    },
  });
}
