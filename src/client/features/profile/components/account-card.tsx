import { CheckCircle2, Mail, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { resendFailureToast, useResendVerification } from '#client/api/verification-email.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { toast } from '#client/lib/toast.ts';
import { emailLocalPart } from '#shared/rules/username.ts';
import type { PublicUser } from '#shared/schemas/user.ts';
import { ChangePasswordSection } from './change-password-section.tsx';
import { DisplayNameField } from './display-name-field.tsx';
import '../messages.ts';

/**
 * Username, name, email, verification status and (admins) role (spec section 2, Profile); the name can be
 * edited and the password changed (docs/decisions/051).
 */
export function AccountCard({ user }: { user: PublicUser }) {
  const t = useT();
  const resend = useResendVerification();
  const fallback = emailLocalPart(user.email) || t('profile.account.notSet');

  const resendEmail = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast({ title: t('profile.account.resent') }),
      onError: (err) => toast(resendFailureToast(err)),
    });

  return (
    <Card aria-labelledby="account-card-title">
      <CardHeader>
        <CardTitle id="account-card-title">{t('nav.account')}</CardTitle>
        <CardDescription>{t('profile.account.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <dl className="divide-y divide-slate-100">
          <Row term={t('profile.account.username')}>{user.username || fallback}</Row>
          <Row term={t('profile.account.name')}>
            <DisplayNameField name={user.name} fallback={fallback} />
          </Row>
          <Row term={t('common.email')}>
            <span className="break-all">{user.email}</span>
          </Row>
          <Row term={t('profile.account.emailStatus')}>
            {user.emailVerified ? (
              <span className="inline-flex items-center gap-1 font-medium text-green-700">
                <CheckCircle2 className="size-4" aria-hidden="true" />
                {t('profile.account.verified')}
              </span>
            ) : (
              <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-3">
                <span className="font-medium text-amber-700">{t('profile.account.notVerified')}</span>
                <Button variant="outline" size="sm" onClick={resendEmail} disabled={resend.isPending}>
                  <Mail aria-hidden="true" />
                  {t('profile.account.resend')}
                </Button>
              </div>
            )}
          </Row>
          {user.isAdmin ? (
            <Row term={t('profile.account.role')}>
              <span className="inline-flex items-center gap-1 font-medium text-blue-800">
                <ShieldCheck className="size-4" aria-hidden="true" />
                {t('profile.account.admin')}
              </span>
            </Row>
          ) : null}
        </dl>
        <ChangePasswordSection />
      </CardContent>
    </Card>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}
