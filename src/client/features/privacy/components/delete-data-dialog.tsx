import { AlertDialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import type { DeletionScope } from '#shared/schemas/my-data.ts';
import '../messages.ts';

/** The ids of each deletion's dialog's words. */
const DELETION_TEXT = {
  photos: {
    title: 'privacy.delete.photos.title',
    description: 'privacy.delete.photos.text',
    confirm: 'privacy.delete.photos.confirm',
  },
  data: {
    title: 'privacy.delete.data.title',
    description: 'privacy.delete.data.text',
    confirm: 'privacy.delete.data.confirm',
  },
  account: {
    title: 'privacy.delete.account.title',
    description: 'privacy.delete.account.text',
    confirm: 'privacy.delete.account.confirm',
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
  const t = useT();
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
              {text ? t(text.title) : null}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-600">
              {text ? t(text.description) : null} {t('privacy.delete.cannotUndo')}
            </AlertDialog.Description>
            {byStore ? (
              <>
                <p className="mt-4 text-sm text-slate-600">{t('privacy.delete.byStore')}</p>
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
                label={t('common.password')}
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={error ?? undefined}
                hint={<p className="text-sm text-slate-600">{t('privacy.delete.passwordHint')}</p>}
              />
            )}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClasses('outline')} disabled={busy}>
                {t('privacy.cancel')}
              </AlertDialog.Cancel>
              <button
                type="submit"
                className={buttonClasses('destructive')}
                disabled={busy || (!byStore && !password)}
              >
                {busy ? t('privacy.delete.deleting') : text ? t(text.confirm) : null}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
