import { useMutation } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { sendResetLink } from '#shared/contracts/auth.ts';
import type { ForgotPasswordBody } from '#shared/schemas/auth.ts';

/** POST /api/forgot-password {email}. */
export async function requestPasswordReset(body: ForgotPasswordBody): Promise<void> {
  await callApi(sendResetLink, { body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
