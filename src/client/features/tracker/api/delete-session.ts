import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photoKeys } from '#client/api/photos.ts';
import { deleteSession, sessionKeys } from '#client/api/sessions.ts';

/** Deletes and refreshes the lists and statistics. */
export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    // Tracker data never goes stale by itself (spec section 9): the lists, statistics, progress and the
    // photo gallery are refreshed here, by the write that changed them.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: photoKeys.all }),
      ]),
  });
}
