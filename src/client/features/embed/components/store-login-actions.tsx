import { LogIn, Mail, Store } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useAppConfig } from '#client/api/app-config.ts';
import { Button } from '#client/components/ui/button.tsx';
import { basePath } from '#client/lib/base-path.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import { errorMessage, isHttpError } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import { platformName, startStoreLogin } from '../api/store-login.ts';

/** The 'Login Required' page's choices: the store's customer login, or email sign-in (spec sections 4, 8). */
export function StoreLoginActions() {
  // The shell's words (src/client/locales): the route guard shows these, in the first chunk.
  const t = useT();
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
        title: t('app.storeLogin.failed', { store: name }),
        description:
          (isHttpError(err) && errorMessage(err)) || t('app.storeLogin.failedText', { store: name }),
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
          {starting ? t('app.storeLogin.redirecting') : t('app.storeLogin.signIn', { store: name })}
        </Button>
      ) : null}
      <Button asChild variant={platform ? 'outline' : 'primary'}>
        <Link href="/auth">
          {platform ? <Mail aria-hidden="true" /> : <LogIn aria-hidden="true" />}
          {t('app.signInWithEmail')}
        </Link>
      </Button>
    </>
  );
}
