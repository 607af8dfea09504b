import { AlertTriangle, Home, LogIn, RefreshCw, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { useOnline } from '#client/lib/offline/online-status.ts';
import { errorMessage, hasStatus } from '#client/lib/request.ts';
import './messages.ts';
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
  const t = useT();
  return (
    <div
      role="status"
      className={
        inline
          ? 'py-4 text-sm text-slate-600'
          : 'flex min-h-[40vh] flex-col items-center justify-center gap-3 p-6 text-center text-sm text-slate-600'
      }
    >
      <p>{t('load.notKept')}</p>
    </div>
  );
}

/** A failed load: 'Sign In Required' for a 401, otherwise 'Unable to Load Data' with 'Try Again'. */
export function LoadError({ error }: { error: unknown }) {
  if (hasStatus(error, 401)) return <SignInRequired />;
  return <LoadFailed error={error} />;
}

function LoadFailed({ error }: { error: unknown }) {
  const t = useT();
  const detail = errorMessage(error);
  return (
    <Card role="alert" className="mx-auto mt-6 max-w-md text-center">
      <CardHeader>
        <AlertTriangle className="mx-auto size-8 text-amber-600" aria-hidden="true" />
        <CardTitle>{t('load.error.title')}</CardTitle>
        {detail ? <CardDescription>{detail}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          {t('load.error.retry')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** /log?edit= with an id that is not a number or not one of the customer's sessions. */
export function SessionNotFound() {
  const t = useT();
  return (
    <Card role="alert" className="mx-auto mt-6 max-w-md text-center">
      <CardHeader>
        <SearchX className="mx-auto size-8 text-slate-500" aria-hidden="true" />
        <CardTitle>{t('load.sessionNotFound.title')}</CardTitle>
        <CardDescription>{t('load.sessionNotFound.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <NavButton href="/">
          <Home aria-hidden="true" />
          {t('load.backToDashboard')}
        </NavButton>
      </CardContent>
    </Card>
  );
}

function SignInRequired() {
  const t = useT();
  return (
    <Card className="mx-auto mt-6 max-w-md text-center">
      <CardHeader>
        <LogIn className="mx-auto size-8 text-blue-700" aria-hidden="true" />
        <CardTitle>{t('load.signIn.title')}</CardTitle>
        <CardDescription>{t('load.signIn.text')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Button asChild>
          <Link href="/auth">{t('load.signIn.button')}</Link>
        </Button>
        <p className="text-sm text-slate-600">{t('load.signIn.newHere')}</p>
      </CardContent>
    </Card>
  );
}
