import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photoKeys } from '#client/api/photos.ts';
import { deleteSession, sessionKeys } from '#client/api/sessions.ts';
import { useActionKeys } from '#client/lib/idempotency-key.ts';

/** Deletes (with an idempotency key per entry, docs/decisions/023) and refreshes the lists and statistics. */
export function useDeleteSession() {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (id: number) => deleteSession(id, keys.keyFor({ delete: id })),
    // Tracker data never goes stale by itself (spec section 9): the lists, statistics, progress and the
    // photo gallery are refreshed here, by the write that changed them.
    onSuccess: (_answer, id) => {
      keys.settle({ delete: id });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: photoKeys.all }),
      ]);
    },
  });
}
