import { CheckCircle2, Mail, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { resendFailureToast, useResendVerification } from '#client/api/verification-email.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { toast } from '#client/lib/toast.ts';
import { emailLocalPart } from '#shared/rules/username.ts';
import type { PublicUser } from '#shared/schemas/user.ts';
import { ChangePasswordSection } from './change-password-section.tsx';
import { DisplayNameField } from './display-name-field.tsx';

/**
 * Username, name, email, verification status and (admins) role (spec section 2, Profile); the name can be
 * edited and the password changed (docs/decisions/051).
 */
export function AccountCard({ user }: { user: PublicUser }) {
  const resend = useResendVerification();
  const fallback = emailLocalPart(user.email) || 'Not set';

  const resendEmail = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast({ title: 'Verification Email Sent' }),
      onError: (err) => toast(resendFailureToast(err)),
    });

  return (
    <Card aria-labelledby="account-card-title">
      <CardHeader>
        <CardTitle id="account-card-title">Account</CardTitle>
        <CardDescription>Your account details</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <dl className="divide-y divide-slate-100">
          <Row term="Username">{user.username || fallback}</Row>
          <Row term="Name">
            <DisplayNameField name={user.name} fallback={fallback} />
          </Row>
          <Row term="Email">
            <span className="break-all">{user.email}</span>
          </Row>
          <Row term="Email status">
            {user.emailVerified ? (
              <span className="inline-flex items-center gap-1 font-medium text-green-700">
                <CheckCircle2 className="size-4" aria-hidden="true" />
                Verified
              </span>
            ) : (
              <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-3">
                <span className="font-medium text-amber-700">Not verified</span>
                <Button variant="outline" size="sm" onClick={resendEmail} disabled={resend.isPending}>
                  <Mail aria-hidden="true" />
                  Resend Verification Email
                </Button>
              </div>
            )}
          </Row>
          {user.isAdmin ? (
            <Row term="Role">
              <span className="inline-flex items-center gap-1 font-medium text-blue-800">
                <ShieldCheck className="size-4" aria-hidden="true" />
                Administrator
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
