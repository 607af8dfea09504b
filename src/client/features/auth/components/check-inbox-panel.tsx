import { Trans } from '@lingui/react';
import { Mail, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { resendFailureToast, useResendVerification } from '#client/api/verification-email.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { toast } from '#client/lib/toast.ts';
import '../messages.ts';

interface CheckInboxPanelProps {
  /** The address the new account's verification email went to. */
  email: string;
  /** Back to Create Account with this address filled in, to correct it. */
  onWrongAddress: () => void;
  /** Take the focus when shown: right after the registration, not when the Login tab is chosen again. */
  takeFocus: boolean;
  onFocusTaken: () => void;
}

/**
 * After Create Account, above the login form (docs/decisions/047): where the verification email went, a
 * way to have it sent again (nobody is signed in yet, so the resend names the address), and a way back to
 * correct a mistyped address. Right after the registration its heading takes the focus (the Create
 * Account button that had it is gone), so a screen reader hears it first.
 */
export function CheckInboxPanel({ email, onWrongAddress, takeFocus, onFocusTaken }: CheckInboxPanelProps) {
  const t = useT();
  const resend = useResendVerification();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    headingRef.current?.focus();
    onFocusTaken();
  }, [takeFocus, onFocusTaken]);

  const resendEmail = () =>
    resend.mutate(email, {
      onSuccess: () =>
        toast({ title: t('verify.sent.title'), description: t('verify.sent.text', { email }) }),
      onError: (err) => toast(resendFailureToast(err)),
    });

  return (
    <section
      aria-labelledby="check-inbox-title"
      className="mb-5 space-y-3 rounded-lg border border-blue-200 bg-blue-50 p-4"
    >
      <h2
        id="check-inbox-title"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-base font-semibold text-slate-900 focus:outline-none"
      >
        <MailCheck className="size-5 shrink-0 text-blue-700" aria-hidden="true" />
        {t('auth.inbox.title')}
      </h2>
      <p className="text-sm text-slate-700">
        <Trans
          id="auth.inbox.text"
          values={{ email }}
          components={{ 0: <span className="wrap-anywhere font-medium text-slate-900" /> }}
        />
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button variant="outline" size="sm" onClick={resendEmail} disabled={resend.isPending}>
          <Mail aria-hidden="true" />
          {resend.isPending ? t('common.sending') : t('verify.resend')}
        </Button>
        <Button variant="link" size="inline" onClick={onWrongAddress}>
          {t('auth.inbox.wrongAddress')}
        </Button>
      </div>
    </section>
  );
}
