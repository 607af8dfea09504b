import { useMutation } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { resendVerificationEmail } from '#shared/contracts/auth.ts';

/** POST /api/resend-verification. */
export async function resendVerification(): Promise<void> {
  await callApi(resendVerificationEmail);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
