import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { USER_QUERY_KEY } from '#client/lib/auth.ts';
import { updateUser } from '#shared/contracts/user.ts';
import type { UpdateUserBody } from '#shared/schemas/account.ts';

/** PATCH /api/user: the new display name; the answer (the user) replaces the cached one. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => callApi(updateUser, { body }),
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}
