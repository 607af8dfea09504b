import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { errorMessage } from '#client/lib/request.ts';
import { ADMIN_REAUTH_MINUTES } from '#shared/constants.ts';
import { useAdminLogin } from '../api/admin-login.ts';
import '../messages.ts';

interface AdminReauthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The admin password was accepted: the export it was asked for starts again. */
  onConfirmed: () => void;
}

/**
 * An export with images asks for the admin password again when it was last entered over
 * ADMIN_REAUTH_MINUTES ago (docs/decisions/022).
 */
export function AdminReauthDialog({ open, onOpenChange, onConfirmed }: AdminReauthDialogProps) {
  const t = useT();
  const [password, setPassword] = useState('');
  const login = useAdminLogin();
  const error = login.isError ? errorMessage(login.error) || t('admin.login.invalid') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(password, {
      onSuccess: () => {
        setPassword('');
        onConfirmed();
      },
    });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) {
          setPassword('');
          login.reset();
        }
        onOpenChange(isOpen);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
            'rounded-xl border border-slate-200 bg-white p-5 shadow-xl focus:outline-none sm:p-6',
          )}
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            {t('admin.reauth.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            {t('admin.reauth.text', { minutes: ADMIN_REAUTH_MINUTES })}
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-4">
            <TextField
              label={t('admin.reauth.password')}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={error}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline">{t('admin.reauth.cancel')}</Button>
              </Dialog.Close>
              <Button type="submit" disabled={login.isPending || !password}>
                {t('admin.reauth.confirm')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
