import { CheckCircle2, XCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';

export function ResetValidating() {
  return (
    <CardContent className="pt-6 sm:pt-6">
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
        <Spinner className="size-8" />
        <p className="text-sm text-slate-700">Validating your reset link...</p>
      </div>
    </CardContent>
  );
}

export function ResetLinkInvalid() {
  return (
    <>
      <CardHeader className="items-center text-center">
        <XCircle className="mx-auto size-10 text-red-600" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-slate-900">Invalid Reset Link</h1>
        <CardDescription>This password reset link is invalid or has expired.</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Button asChild>
          <Link href="/auth">Back to Login</Link>
        </Button>
      </CardContent>
    </>
  );
}

export function ResetComplete() {
  return (
    <>
      <CardHeader className="items-center text-center">
        <CheckCircle2 className="mx-auto size-10 text-green-600" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-slate-900">Password Reset Complete</h1>
        <CardDescription>You can now login with your new password.</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Button asChild>
          <Link href="/auth">Go to Login</Link>
        </Button>
      </CardContent>
    </>
  );
}
