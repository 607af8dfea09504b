import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '#client/lib/auth.ts';
import { apiRequest } from '#client/lib/request.ts';
import type { LoginBody, PublicUser } from '#shared/schemas/auth.ts';

/** POST /api/login; answers the signed-in user. */
export async function login(body: LoginBody): Promise<PublicUser | null> {
  const response = await apiRequest('POST', '/api/login', body);
  return (await response.json().catch(() => null)) as PublicUser | null;
}

/** Signs in and refreshes the current user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      if (user) queryClient.setQueryData(USER_QUERY_KEY, user);
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}
