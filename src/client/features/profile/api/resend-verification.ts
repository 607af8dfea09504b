import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/request.ts';

/** POST /api/resend-verification. */
export async function resendVerification(): Promise<void> {
  await apiRequest('POST', '/api/resend-verification');
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
