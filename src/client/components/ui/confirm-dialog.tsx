import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useReturnFocus } from '#client/lib/focus-return.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import '../messages.ts';
import { buttonClasses } from './button.tsx';
import { cn } from './cn.ts';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Disables both buttons, e.g. while the confirmed action runs. */
  busy?: boolean;
  destructive?: boolean;
}

/**
 * A modal question with Cancel and a confirming action (Radix AlertDialog: focus trap, Escape, labelled
 * title and description). The dialog stays open on confirm; the caller closes it when the work is done.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const t = useT();
  const { open, onOpenChange, title, description, confirmLabel, cancelLabel = t('dialog.cancel') } = props;
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content
          {...returnFocus}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
            'rounded-xl border border-slate-200 bg-white p-5 shadow-xl focus:outline-none sm:p-6',
          )}
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('outline')} disabled={props.busy}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses(props.destructive ? 'destructive' : 'primary')}
              disabled={props.busy}
              onClick={(event) => {
                event.preventDefault();
                props.onConfirm();
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
