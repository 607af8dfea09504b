import { useMutation } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { changePassword } from '#shared/contracts/user.ts';
import type { ChangePasswordBody } from '#shared/schemas/account.ts';

/** POST /api/user/password: this browser stays signed in, every other one is signed out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => callApi(changePassword, { body }),
  });
}
