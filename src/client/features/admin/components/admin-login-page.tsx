import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { errorMessage, hasCode } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import { useAdminLogin } from '../api/admin-login.ts';
import { nextAdminPath } from '../hooks/admin-next.ts';
import '../messages.ts';

/**
 * /admin, open (spec section 2): one password field and 'Login'. Success goes to /admin/dashboard, or back
 * to the admin screen named in ?next= (the step gate sends admins here with it).
 */
export function AdminLoginPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const search = useSearch();
  const login = useAdminLogin();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setFieldError('Password is required');
      return;
    }
    setFieldError(undefined);
    login.mutate(password, {
      onSuccess: () => {
        toast({ title: t('admin.login.success'), description: t('admin.login.successText') });
        navigate(nextAdminPath(search), { replace: true });
      },
      onError: (err) => {
        // Decided on the code; the spec's toast text is ours, the server's message only a description.
        const wrongPassword = hasCode(err, 'INVALID_ADMIN_PASSWORD');
        const description = wrongPassword ? undefined : (errorMessage(err) ?? undefined);
        toast({
          title: wrongPassword ? t('admin.login.invalid') : t('admin.login.failed'),
          description,
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-4">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <ShieldCheck className="mx-auto size-10 text-blue-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('admin.login.title')}</h1>
          <CardDescription>{t('admin.login.intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="space-y-4">
            <TextField
              label={t('admin.login.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={fieldError}
            />
            <Button type="submit" className="w-full" disabled={login.isPending} aria-busy={login.isPending}>
              {login.isPending ? <Spinner className="text-white" /> : null}
              {t('admin.login.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
