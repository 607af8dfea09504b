import { Trans } from '@lingui/react';
import { Mail } from 'lucide-react';
import { resendFailureToast, useResendVerification } from '#client/api/verification-email.ts';
import { useUser } from '#client/lib/auth.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import { toast } from '#client/lib/toast.ts';
import { Button } from '../ui/button.tsx';
import '../messages.ts';

/**
 * Under the tracker's top bar while the signed-in user's email is not verified (docs/decisions/047): a
 * quiet line, not a dialog and not an error, with a resend. It goes once GET /api/user says verified
 * (the verification link's page load, or a resend answered ALREADY_VERIFIED).
 */
export function VerifyEmailBanner() {
  const t = useT();
  const { data: user } = useUser();
  const resend = useResendVerification();
  if (!user || user.emailVerified) return null;

  const resendEmail = () =>
    resend.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: t('verify.sent.title'),
          description: t('verify.sent.text', { email: user.email }),
        }),
      onError: (err) => toast(resendFailureToast(err)),
    });

  return (
    <section aria-label={t('verify.region')} className="border-b border-blue-200 bg-blue-50">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-x-3 px-4 py-1.5">
        <p className="flex items-start gap-2 text-xs text-slate-700 sm:text-sm">
          <Mail className="mt-0.5 size-4 shrink-0 text-blue-700" aria-hidden="true" />
          <span>
            <Trans
              id="verify.text"
              values={{ email: user.email }}
              components={{ 0: <span className="wrap-anywhere font-medium text-slate-900" /> }}
            />
          </span>
        </p>
        <Button
          variant="outline"
          size="sm"
          className="shrink-0"
          onClick={resendEmail}
          disabled={resend.isPending}
        >
          {resend.isPending ? t('common.sending') : t('verify.resend')}
        </Button>
      </div>
    </section>
  );
}
