import { CheckCircle2, XCircle } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { CenteredPage } from '#client/components/layouts/centered-page.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';

/** Where the server's verification endpoint lands: success, or ?status=invalid for a bad link. */
export function EmailVerifiedPage() {
  const invalid = new URLSearchParams(useSearch()).get('status') === 'invalid';
  if (invalid) {
    return (
      <CenteredPage>
        <CardHeader className="text-center">
          <XCircle className="mx-auto size-10 text-red-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">Verification Link Invalid</h1>
          <CardDescription>
            This verification link is invalid, expired or already used. Sign in and request a new one from
            your profile.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Button asChild>
            <Link href="/profile">Go to Profile</Link>
          </Button>
        </CardContent>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage>
      <CardHeader className="text-center">
        <CheckCircle2 className="mx-auto size-10 text-green-600" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-slate-900">Email Verified!</h1>
        <CardDescription>Your email address has been verified.</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <NavButton href="/">Go to Dashboard</NavButton>
      </CardContent>
    </CenteredPage>
  );
}
