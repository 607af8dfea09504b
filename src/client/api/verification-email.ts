import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { USER_QUERY_KEY } from '#client/lib/auth.ts';
import { errorMessage, hasCode } from '#client/lib/request.ts';
import type { ToastInput } from '#client/lib/toast.ts';
import { resendVerificationEmail } from '#shared/contracts/auth.ts';

/**
 * POST /api/resend-verification: a new link for the signed-in user, or, with `email`, for the account just
 * created with that address (nobody signed in yet; docs/decisions/047).
 */
export async function resendVerification(email?: string): Promise<void> {
  await callApi(resendVerificationEmail, email ? { body: { email } } : {});
}

/**
 * The resend, used by the profile, the "Check your inbox" panel and the tracker's reminder. An answer
 * that the email is already verified (say, from another tab) refreshes the user, so the reminders go.
 */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    onError: (err) => {
      if (hasCode(err, 'ALREADY_VERIFIED')) void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}

/** The toast of a failed resend: past the limit, when to try again; otherwise the spec's text (section 8). */
export function resendFailureToast(err: unknown): ToastInput {
  if (hasCode(err, 'RATE_LIMITED')) {
    return {
      title: 'Too many emails',
      description: `${errorMessage(err) ?? 'Too many requests.'} The newest link we sent still works.`,
      variant: 'destructive',
    };
  }
  return {
    title: 'Error',
    description: 'Failed to send verification email. Please try again later.',
    variant: 'destructive',
  };
}
