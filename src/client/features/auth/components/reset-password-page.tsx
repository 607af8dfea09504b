import { useEffect, useState } from 'react';
import { Redirect, useSearch } from 'wouter';
import { CenteredPage } from '#client/components/layouts/centered-page.tsx';
import { translate } from '#client/lib/i18n/i18n.ts';
import { toast } from '#client/lib/toast.ts';
import { cleanResetToken } from '#shared/rules/reset-token.ts';
import { useResetTokenCheck } from '../api/reset-password.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { ResetComplete, ResetLinkInvalid, ResetValidating } from './reset-password-states.tsx';
import '../messages.ts';

/** /reset-password?token=...: validating -> valid (form) or invalid; a valid submission -> done. */
export function ResetPasswordPage() {
  const search = useSearch();
  // URLSearchParams already drops a raw '&utm_...'; cleaning also cuts an encoded one inside the value.
  const token = cleanResetToken(new URLSearchParams(search).get('token') ?? '').trim();
  if (!token) return <Redirect to="/auth" replace />;
  return <ResetPasswordFlow key={token} token={token} />;
}

function ResetPasswordFlow({ token }: { token: string }) {
  const check = useResetTokenCheck(token);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (check === 'invalid') {
      toast({
        title: translate('auth.reset.token.invalid'),
        description: translate('auth.reset.token.requestNew'),
        variant: 'destructive',
      });
    } else if (check === 'unreachable') {
      toast({
        title: translate('auth.reset.token.error'),
        description: translate('auth.reset.tryLater'),
        variant: 'destructive',
      });
    }
  }, [check]);

  return (
    <CenteredPage>
      {done ? (
        <ResetComplete />
      ) : check === 'validating' ? (
        <ResetValidating />
      ) : check === 'valid' ? (
        <ResetPasswordForm token={token} onDone={() => setDone(true)} />
      ) : (
        <ResetLinkInvalid />
      )}
    </CenteredPage>
  );
}
