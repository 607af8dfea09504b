import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { errorMessage, isHttpError } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import { type ForgotPasswordBody, forgotPasswordBody } from '#shared/schemas/auth.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import '../messages.ts';

/** The reset-link request inside the Login tab; success returns to the login form. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const t = useT();
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    forgot.mutate(values, {
      onSuccess: () => {
        toast({
          title: t('auth.forgot.sent.title'),
          description: t('auth.forgot.sent.text'),
        });
        onBack();
      },
      onError: (err) =>
        toast({
          title: t('auth.forgot.failed'),
          description: isHttpError(err)
            ? (errorMessage(err) ?? t('auth.forgot.failedProcess'))
            : t('auth.forgot.wentWrong'),
          variant: 'destructive',
        }),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="forgot-heading">
      <div className="space-y-1">
        <h2 id="forgot-heading" className="text-lg font-semibold">
          {t('auth.forgot.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('auth.forgot.intro')}</p>
      </div>
      <TextField
        label={t('common.email')}
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" className="w-full" disabled={forgot.isPending}>
        {forgot.isPending ? t('common.sending') : t('auth.forgot.submit')}
      </Button>
      <Button variant="link" className="w-full" onClick={onBack}>
        {t('auth.forgot.back')}
      </Button>
    </form>
  );
}
