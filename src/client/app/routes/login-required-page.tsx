import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '#client/lib/i18n/use-t.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';

/**
 * The embedded, not-signed-in state of the route guard (spec section 4). The embedding issue passes the
 * store-login action as children; without children it offers email sign-in.
 */
export function LoginRequiredPage({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">{t('app.loginRequired.title')}</h1>
          <CardDescription>{t('app.loginRequired.text')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {children ?? (
            <Button asChild>
              <Link href="/auth">{t('app.signInWithEmail')}</Link>
            </Button>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
