import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordStrengthMeter } from '#client/components/password-strength-meter.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useShownLanguage, useT } from '#client/lib/i18n/use-t.ts';
import { errorMessage, isHttpError } from '#client/lib/request.ts';
import { dismissToast, toast } from '#client/lib/toast.ts';
import { deriveUsername } from '#shared/rules/username.ts';
import { registerForm } from '#shared/schemas/auth.ts';
import { useRegister } from '../api/register.ts';
import { setRememberMe } from '../hooks/remember-me.ts';
import '../messages.ts';

type RegisterValues = z.input<typeof registerForm>;

interface RegisterFormProps {
  /** An address to correct ("Wrong address?" after a registration): filled in and selected. */
  defaultEmail?: string;
  onRegistered: (email: string) => void;
}

/** Create Account: the username and name are derived from the email (spec section 5). */
export function RegisterForm({ defaultEmail = '', onRegistered }: RegisterFormProps) {
  const t = useT();
  // The language this page shows: the new account's, for its emails too (docs/decisions/068). English is
  // what shows when nothing says otherwise, not a choice: it is not kept, so the store's locale or the
  // browser's languages still decide for the account later (English emails need no setting).
  const shown = useShownLanguage();
  const language = shown === 'en' ? undefined : shown;
  const register = useRegister();
  const form = useForm<RegisterValues, unknown, z.output<typeof registerForm>>({
    resolver: zodResolver(registerForm),
    defaultValues: { email: defaultEmail, password: '', confirmPassword: '', rememberMe: false },
  });
  const { setFocus } = form;
  useEffect(() => {
    if (defaultEmail) setFocus('email', { shouldSelect: true });
  }, [defaultEmail, setFocus]);
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit(
    ({ email, password, rememberMe }) => {
      const username = deriveUsername(email);
      register.mutate(
        { username, name: username, email, password, language },
        {
          onSuccess: () => {
            setRememberMe(rememberMe);
            toast({
              title: t('auth.register.created.title'),
              description: t('auth.register.created.text'),
            });
            onRegistered(email);
          },
          onError: (err) =>
            toast({
              title: t('auth.register.failed'),
              description: isHttpError(err)
                ? (errorMessage(err) ?? t('auth.register.failed'))
                : t('auth.register.failedRetry'),
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
        autoComplete="new-password"
        error={errors.password?.message}
        hint={<PasswordStrengthMeter password={password ?? ''} />}
        {...form.register('password')}
      />
      <TextField
        label={t('auth.register.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="rememberMe"
          render={({ field }) => (
            <Checkbox
              id="register-remember-me"
              ref={field.ref}
              name={field.name}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Label htmlFor="register-remember-me" className="font-normal">
          {t('auth.register.rememberMe')}
        </Label>
      </div>
      <Button type="submit" className="w-full" disabled={register.isPending}>
        {register.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
      </Button>
    </form>
  );
}
