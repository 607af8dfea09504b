import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CenteredPage } from '#client/components/layouts/centered-page.tsx';
import { CardContent } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { VERIFY_REDIRECT_WARNING_MS } from '#shared/constants.ts';
import { verificationTarget } from '../hooks/verification-target.ts';
import '../messages.ts';

/** /verify-email: forwards the browser to the server's verification endpoint (spec section 2). */
export function VerifyEmailPage() {
  const t = useT();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [slow, setSlow] = useState(false);
  const forwarded = useRef(false);

  useEffect(() => {
    const target = verificationTarget(search);
    // A link without a token cannot verify anything: show the invalid-link screen, not an endless spinner.
    if (!target) {
      navigate('/email-verified?status=invalid', { replace: true });
      return;
    }
    if (!forwarded.current) {
      forwarded.current = true;
      window.location.replace(target);
    }
    const timer = window.setTimeout(() => setSlow(true), VERIFY_REDIRECT_WARNING_MS);
    return () => window.clearTimeout(timer);
  }, [search, navigate]);

  return (
    <CenteredPage>
      <CardContent className="pt-6 sm:pt-6">
        <div className="flex flex-col items-center gap-4 py-6 text-center">
          <div role="status" className="flex flex-col items-center gap-4">
            <Spinner className="size-8" />
            <h1 className="text-xl font-semibold text-slate-900">{t('auth.verifying.title')}</h1>
          </div>
          {slow ? (
            <p role="alert" className="text-sm text-slate-700">
              {t('auth.verifying.slow')}
            </p>
          ) : null}
        </div>
      </CardContent>
    </CenteredPage>
  );
}
