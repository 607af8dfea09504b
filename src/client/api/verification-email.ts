import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { USER_QUERY_KEY } from '#client/lib/auth.ts';
import { translate } from '#client/lib/i18n/i18n.ts';
import { translateSpecMessage } from '#client/lib/i18n/use-t.ts';
import { errorMessage, hasCode } from '#client/lib/request.ts';
import type { ToastInput } from '#client/lib/toast.ts';
import { resendVerificationEmail } from '#shared/contracts/auth.ts';
import '#client/components/messages.ts';

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
      title: translate('auth.resend.tooMany'),
      description: translate('auth.resend.tooManyText', {
        reason: translateSpecMessage(errorMessage(err) ?? translate('auth.resend.tooManyRequests')),
      }),
      variant: 'destructive',
    };
  }
  return {
    title: translate('common.error'),
    description: translate('auth.resend.failed'),
    variant: 'destructive',
  };
}
