import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { USER_QUERY_KEY } from '#client/lib/auth.ts';
import { errorMessage } from '#client/lib/request.ts';
import { signIn } from '#shared/contracts/auth.ts';
import type { LoginBody } from '#shared/schemas/auth.ts';

/** POST /api/login; answers the signed-in user. */
export function login(body: LoginBody) {
  return callApi(signIn, { body });
}

/** Signs in and refreshes the current user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}

/** The 'Login failed' toast's text: the server's message, else 'Invalid credentials' (spec section 8). */
export function loginFailureMessage(err: unknown): string {
  return errorMessage(err) ?? 'Invalid credentials';
}
