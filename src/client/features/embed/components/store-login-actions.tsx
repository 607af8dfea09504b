import { LogIn, Mail, Store } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useAppConfig } from '#client/api/app-config.ts';
import { Button } from '#client/components/ui/button.tsx';
import { basePath } from '#client/lib/base-path.ts';
import { errorMessage, isHttpError } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import { platformName, startStoreLogin } from '../api/store-login.ts';

/** The 'Login Required' page's choices: the store's customer login, or email sign-in (spec sections 4, 8). */
export function StoreLoginActions() {
  const config = useAppConfig();
  const [starting, setStarting] = useState(false);
  const platform = config.data?.storePlatform ?? '';
  const name = platformName(platform);

  const signInWithStore = async () => {
    setStarting(true);
    try {
      await startStoreLogin(platform, window.location.pathname.slice(basePath().length) || '/');
    } catch (err) {
      toast({
        title: `${name} Login Failed`,
        description: (isHttpError(err) && errorMessage(err)) || `Failed to initiate ${name} authentication`,
        variant: 'destructive',
      });
      setStarting(false);
    }
  };

  return (
    <>
      {platform ? (
        <Button onClick={signInWithStore} disabled={starting}>
          <Store aria-hidden="true" />
          {starting ? 'Redirecting...' : `Sign in with ${name}`}
        </Button>
      ) : null}
      <Button asChild variant={platform ? 'outline' : 'primary'}>
        <Link href="/auth">
          {platform ? <Mail aria-hidden="true" /> : <LogIn aria-hidden="true" />}
          Sign in with Email
        </Link>
      </Button>
    </>
  );
}
