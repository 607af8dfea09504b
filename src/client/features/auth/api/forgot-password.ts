import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/request.ts';
import type { ForgotPasswordBody } from '#shared/schemas/auth.ts';

/** POST /api/forgot-password {email}. */
export async function requestPasswordReset(body: ForgotPasswordBody): Promise<void> {
  await apiRequest('POST', '/api/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
