import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { CenteredPage } from '#client/components/layouts/centered-page.tsx';
import { CardContent } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { VERIFY_REDIRECT_WARNING_MS } from '#shared/constants.ts';
import { confirmEmail } from '#shared/contracts/auth.ts';

/** The server endpoint to forward to, or null when the link carries neither token nor full_url. */
function verificationTarget(search: string): string | null {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  if (token) return `${confirmEmail.path}?token=${encodeURIComponent(token)}`;
  const fullUrl = params.get('full_url');
  if (fullUrl) return `${confirmEmail.path}?full_url=${encodeURIComponent(fullUrl)}`;
  return null;
}

/** /verify-email: forwards the browser to the server's verification endpoint (spec section 2). */
export function VerifyEmailPage() {
  const search = useSearch();
  const [slow, setSlow] = useState(false);
  const forwarded = useRef(false);

  useEffect(() => {
    const target = verificationTarget(search);
    if (target && !forwarded.current) {
      forwarded.current = true;
      window.location.replace(target);
    }
    const timer = window.setTimeout(() => setSlow(true), VERIFY_REDIRECT_WARNING_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  return (
    <CenteredPage>
      <CardContent className="pt-6 sm:pt-6">
        <div className="flex flex-col items-center gap-4 py-6 text-center">
          <div role="status" className="flex flex-col items-center gap-4">
            <Spinner className="size-8" />
            <h1 className="text-xl font-semibold text-slate-900">Verifying your email...</h1>
          </div>
          {slow ? (
            <p role="alert" className="text-sm text-slate-700">
              Verification is taking longer than expected. If you're not redirected in a few seconds, please
              try again or contact support.
            </p>
          ) : null}
        </div>
      </CardContent>
    </CenteredPage>
  );
}
