import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSession, sessionKeys } from '#client/api/sessions.ts';

/** Deletes and refreshes the lists and statistics. */
export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
