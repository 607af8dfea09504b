import { CheckCircle2, XCircle } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { CenteredPage } from '#client/components/layouts/centered-page.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import '../messages.ts';

/** Where the server's verification endpoint lands: success, or ?status=invalid for a bad link. */
export function EmailVerifiedPage() {
  const t = useT();
  const invalid = new URLSearchParams(useSearch()).get('status') === 'invalid';
  if (invalid) {
    return (
      <CenteredPage>
        <CardHeader className="text-center">
          <XCircle className="mx-auto size-10 text-red-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">{t('auth.verified.invalid.title')}</h1>
          <CardDescription>{t('auth.verified.invalid.text')}</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Button asChild>
            <Link href="/profile">{t('auth.verified.goToProfile')}</Link>
          </Button>
        </CardContent>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage>
      <CardHeader className="text-center">
        <CheckCircle2 className="mx-auto size-10 text-green-600" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-slate-900">{t('auth.verified.title')}</h1>
        <CardDescription>{t('auth.verified.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <NavButton href="/">{t('auth.verified.goToDashboard')}</NavButton>
      </CardContent>
    </CenteredPage>
  );
}
