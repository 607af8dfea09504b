import { AlertDialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import type { DeletionScope } from '#shared/schemas/my-data.ts';

/** The words of each deletion's dialog. */
export const DELETION_TEXT = {
  photos: {
    title: 'Delete all your photos?',
    description: 'Every photo and its thumbnail is deleted now. Your sessions and measurements stay.',
    confirm: 'Delete photos',
  },
  data: {
    title: 'Delete all your data?',
    description:
      'Every session, measurement, photo, check-in and setting is deleted now. Your account stays, so you can start again.',
    confirm: 'Delete all data',
  },
  account: {
    title: 'Delete your account?',
    description:
      'Your account and everything in it are deleted now, and you are signed out. You can create a new account with the same email later.',
    confirm: 'Delete account',
  },
} as const satisfies Record<DeletionScope, { title: string; description: string; confirm: string }>;

type Props = {
  scope: DeletionScope | null;
  /** How the deletion is confirmed: the account's password, or (a store customer) the store itself. */
  confirmWith?: 'password' | 'store';
  onClose: () => void;
  onConfirm: (password?: string) => void;
  busy: boolean;
  /** The server's message about the password (wrong, missing). */
  error: string | null;
};

/**
 * Asks once more, with the password, before a deletion that cannot be undone. A store customer without an
 * account confirms without one: the store signs the request (docs/decisions/021).
 */
export function DeleteDataDialog({
  scope,
  confirmWith = 'password',
  onClose,
  onConfirm,
  busy,
  error,
}: Props) {
  const [password, setPassword] = useState('');
  const fieldId = useId();
  const text = scope ? DELETION_TEXT[scope] : null;
  const byStore = confirmWith === 'store';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (byStore) onConfirm();
    else if (password) onConfirm(password);
  };
  return (
    <AlertDialog.Root
      open={scope !== null}
      onOpenChange={(open) => {
        if (!open) {
          setPassword('');
          onClose();
        }
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content
          // The password is what to do first (Radix would focus Cancel, which stays first without one).
          onOpenAutoFocus={(event) => {
            if (byStore) return;
            event.preventDefault();
            document.getElementById(fieldId)?.focus();
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
            'rounded-xl border border-slate-200 bg-white p-5 shadow-xl focus:outline-none sm:p-6',
          )}
        >
          <form onSubmit={submit}>
            <AlertDialog.Title className="text-lg font-semibold text-slate-900">
              {text?.title}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-600">
              {text?.description} This cannot be undone.
            </AlertDialog.Description>
            {byStore ? (
              <>
                <p className="mt-4 text-sm text-slate-600">
                  The store confirms it is you: no password is needed.
                </p>
                {error ? (
                  <p role="alert" className="mt-2 text-sm text-red-700">
                    {error}
                  </p>
                ) : null}
              </>
            ) : (
              <TextField
                className="mt-4"
                id={fieldId}
                label="Password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={error ?? undefined}
                hint={<p className="text-sm text-slate-600">Enter your password to confirm.</p>}
              />
            )}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClasses('outline')} disabled={busy}>
                Cancel
              </AlertDialog.Cancel>
              <button
                type="submit"
                className={buttonClasses('destructive')}
                disabled={busy || (!byStore && !password)}
              >
                {busy ? 'Deleting...' : text?.confirm}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
