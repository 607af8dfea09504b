import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/request.ts';
import { SESSIONS_KEY } from './sessions.ts';

/** DELETE /api/sessions/{id}. */
export async function deleteSession(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/sessions/${id}`);
}

/** Deletes and refreshes the lists and statistics. */
export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
