import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { errorMessage } from '#client/lib/request.ts';
import { ADMIN_REAUTH_MINUTES } from '#shared/constants.ts';
import { pluralText } from '#shared/rules/english-format.ts';
import { useAdminLogin } from '../api/admin-login.ts';

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
  const [password, setPassword] = useState('');
  const login = useAdminLogin();
  const error = login.isError ? errorMessage(login.error) || 'Invalid admin password' : undefined;

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
          <Dialog.Title className="text-lg font-semibold text-slate-900">Confirm it is you</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            {`Exports with images hold customers' private photos. Enter the admin password again: it was last entered over ${pluralText(ADMIN_REAUTH_MINUTES, 'minute')} ago.`}
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-4">
            <TextField
              label="Admin password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={error}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={login.isPending || !password}>
                Confirm and export
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
