import { CheckCircle2, XCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import '../messages.ts';

export function ResetValidating() {
  const t = useT();
  return (
    <CardContent className="pt-6 sm:pt-6">
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
        <Spinner className="size-8" />
        <p className="text-sm text-slate-700">{t('auth.reset.validating')}</p>
      </div>
    </CardContent>
  );
}

export function ResetLinkInvalid() {
  const t = useT();
  return (
    <>
      <CardHeader className="items-center text-center">
        <XCircle className="mx-auto size-10 text-red-600" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-slate-900">{t('auth.reset.invalid.title')}</h1>
        <CardDescription>{t('auth.reset.invalid.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Button asChild>
          <Link href="/auth">{t('auth.forgot.back')}</Link>
        </Button>
      </CardContent>
    </>
  );
}

export function ResetComplete() {
  const t = useT();
  return (
    <>
      <CardHeader className="items-center text-center">
        <CheckCircle2 className="mx-auto size-10 text-green-600" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-slate-900">{t('auth.reset.complete.title')}</h1>
        <CardDescription>{t('auth.reset.complete.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Button asChild>
          <Link href="/auth">{t('auth.reset.goToLogin')}</Link>
        </Button>
      </CardContent>
    </>
  );
}
