import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { dismissToast, toast } from '#client/lib/toast.ts';
import { type LoginForm as LoginValues, loginForm } from '#shared/schemas/auth.ts';
import { loginFailureMessage, useLogin } from '../api/login.ts';
import { getRememberMe } from '../hooks/remember-me.ts';
import '../messages.ts';

interface LoginFormProps {
  defaultEmail: string;
  onForgot: () => void;
}

/** Email and password; success goes to / (spec section 4). */
export function LoginForm({ defaultEmail, onForgot }: LoginFormProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const login = useLogin();
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginForm),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    (values) => {
      login.mutate(
        { ...values, rememberMe: getRememberMe() },
        {
          onSuccess: () => {
            dismissToast();
            navigate('/', { replace: true });
          },
          onError: (err) =>
            toast({
              title: t('auth.login.failed'),
              description: loginFailureMessage(err),
              variant: 'destructive',
            }),
        },
      );
    },
    () => dismissToast(),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t('common.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t('common.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="flex justify-end">
        <Button variant="link" size="inline" onClick={onForgot}>
          {t('auth.login.forgot')}
        </Button>
      </div>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </form>
  );
}
