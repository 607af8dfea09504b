import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { type getAdminStep, takeAdminStep } from '#shared/contracts/admin-step.ts';
import type { ResponseOf } from '#shared/contracts/contract.ts';
import { ADMIN_STEP_KEY } from './admin-step.ts';

/** POST /api/admin/login {password}: the shared admin password step (credentials are sent with it). */
function adminLogin(password: string) {
  return callApi(takeAdminStep, { body: { password } });
}

/** Takes the admin password step; on success the admin screens know it without asking again. */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: () =>
      queryClient.setQueryData<ResponseOf<typeof getAdminStep>>(ADMIN_STEP_KEY, { verified: true }),
  });
}
