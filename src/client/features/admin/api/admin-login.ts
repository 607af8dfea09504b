import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '#client/lib/request.ts';
import { ADMIN_STEP_KEY, type AdminStep } from './admin-step.ts';

export interface AdminLoginReply {
  message: string;
}

/** POST /api/admin/login {password}: the shared admin password step (credentials are sent with it). */
export function adminLogin(password: string): Promise<AdminLoginReply> {
  return apiSend<AdminLoginReply>('POST', '/api/admin/login', { password });
}

/** Takes the admin password step; on success the admin screens know it without asking again. */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: () => queryClient.setQueryData<AdminStep>(ADMIN_STEP_KEY, { verified: true }),
  });
}
