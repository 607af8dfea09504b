import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PasswordStrengthMeter } from '#client/components/password-strength-meter.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { errorMessage, isHttpError } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import { type ChangePasswordForm, changePasswordForm } from '#shared/schemas/account.ts';
import { useChangePassword } from '../api/change-password.ts';
import '../messages.ts';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const isField = (field: string | null): field is (typeof FIELDS)[number] =>
  (FIELDS as readonly (string | null)[]).includes(field);

/**
 * Change password, in the Account card (docs/decisions/051): the current password, then the new one twice
 * (registration's rule, its strength meter). This browser stays signed in; every other one is signed out.
 */
export function ChangePasswordSection() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <div className="space-y-3 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-medium text-slate-800">{t('common.password')}</h3>
      {open ? (
        <ChangePasswordFields onClose={close} />
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('profile.password.intro')}</p>
          <Button ref={opener} variant="outline" onClick={() => setOpen(true)}>
            <KeyRound aria-hidden="true" />
            {t('profile.password.change')}
          </Button>
        </>
      )}
    </div>
  );
}

function ChangePasswordFields({ onClose }: { onClose: () => void }) {
  const t = useT();
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const { setFocus } = form;
  useEffect(() => setFocus('currentPassword'), [setFocus]);

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast({ title: t('profile.password.changed'), description: t('profile.password.changedText') });
          onClose();
        },
        onError: (err) => {
          const message = errorMessage(err);
          if (isHttpError(err) && message && isField(err.field)) {
            form.setError(err.field, { message }, { shouldFocus: true });
            return;
          }
          toast({
            title: t('profile.password.notChanged'),
            description: message ?? t('profile.checkConnection'),
            variant: 'destructive',
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 sm:max-w-md">
      <TextField
        label={t('profile.password.current')}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <TextField
        label={t('profile.password.new')}
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        hint={<PasswordStrengthMeter password={newPassword ?? ''} />}
        {...form.register('newPassword')}
      />
      <TextField
        label={t('profile.password.confirm')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('profile.password.changing') : t('profile.password.change')}
        </Button>
        <Button variant="outline" onClick={onClose} disabled={change.isPending}>
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}
