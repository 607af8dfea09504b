import { AlertTriangle, Home, LogIn, RefreshCw, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { useOnline } from '#client/lib/offline/online-status.ts';
import { errorMessage, hasStatus } from '#client/lib/request.ts';
import { ScreenSkeleton, type SkeletonShape } from './screen-skeleton.tsx';

/**
 * 'Loading your data...' (spec section 2), as the status text of a skeleton in the screen's shape
 * (docs/decisions/052). Offline, what is loading waits for the connection: it says so (this screen's data
 * was not kept on the device), rather than spinning on.
 */
export function LoadingData({ shape = 'list' }: { shape?: SkeletonShape }) {
  const online = useOnline();
  if (!online) return <NotKeptNotice />;
  return <ScreenSkeleton shape={shape} />;
}

/** Offline, for data this device never loaded: it comes when the connection is back. */
export function NotKeptNotice({ inline = false }: { inline?: boolean }) {
  return (
    <div
      role="status"
      className={
        inline
          ? 'py-4 text-sm text-slate-600'
          : 'flex min-h-[40vh] flex-col items-center justify-center gap-3 p-6 text-center text-sm text-slate-600'
      }
    >
      <p>This screen hasn't been loaded on this device yet. It will load when the connection is back.</p>
    </div>
  );
}

/** A failed load: 'Sign In Required' for a 401, otherwise 'Unable to Load Data' with 'Try Again'. */
export function LoadError({ error }: { error: unknown }) {
  if (hasStatus(error, 401)) return <SignInRequired />;
  const detail = errorMessage(error);
  return (
    <Card role="alert" className="mx-auto mt-6 max-w-md text-center">
      <CardHeader>
        <AlertTriangle className="mx-auto size-8 text-amber-600" aria-hidden="true" />
        <CardTitle>Unable to Load Data</CardTitle>
        {detail ? <CardDescription>{detail}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Try Again
        </Button>
      </CardContent>
    </Card>
  );
}

/** /log?edit= with an id that is not a number or not one of the customer's sessions. */
export function SessionNotFound() {
  return (
    <Card role="alert" className="mx-auto mt-6 max-w-md text-center">
      <CardHeader>
        <SearchX className="mx-auto size-8 text-slate-500" aria-hidden="true" />
        <CardTitle>Session not found</CardTitle>
        <CardDescription>This session does not exist or was deleted.</CardDescription>
      </CardHeader>
      <CardContent>
        <NavButton href="/">
          <Home aria-hidden="true" />
          Back to Dashboard
        </NavButton>
      </CardContent>
    </Card>
  );
}

function SignInRequired() {
  return (
    <Card className="mx-auto mt-6 max-w-md text-center">
      <CardHeader>
        <LogIn className="mx-auto size-8 text-blue-700" aria-hidden="true" />
        <CardTitle>Sign In Required</CardTitle>
        <CardDescription>Please sign in to see and log your sessions.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Button asChild>
          <Link href="/auth">Sign in with Email</Link>
        </Button>
        <p className="text-sm text-slate-600">
          New here? You can create an account on the same page with the Create Account tab.
        </p>
      </CardContent>
    </Card>
  );
}
