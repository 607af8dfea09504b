import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { errorMessage, isHttpError } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import { type ResetPasswordForm as ResetValues, resetPasswordForm } from '#shared/schemas/auth.ts';
import { useResetPassword } from '../api/reset-password.ts';
import '../messages.ts';

/** New password and confirmation for a valid reset token. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useT();
  const reset = useResetPassword();
  const form = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ password }) => {
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast({
            title: t('auth.reset.done.title'),
            description: t('auth.reset.done.text'),
          });
          onDone();
        },
        onError: (err) =>
          toast(
            isHttpError(err)
              ? {
                  title: t('auth.reset.failed'),
                  description: errorMessage(err) ?? t('auth.reset.tryLater'),
                  variant: 'destructive',
                }
              : {
                  title: t('common.error'),
                  description: t('auth.reset.failedTryLater'),
                  variant: 'destructive',
                },
          ),
      },
    );
  });

  return (
    <>
      <CardHeader>
        <h1 className="text-2xl font-bold text-slate-900">{t('auth.reset.title')}</h1>
        <CardDescription>{t('auth.reset.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextField
            label={t('auth.reset.newPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <TextField
            label={t('auth.reset.confirmNewPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
          </Button>
        </form>
      </CardContent>
    </>
  );
}
