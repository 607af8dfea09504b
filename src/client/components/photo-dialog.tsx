import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { KeyboardEvent, ReactNode } from 'react';
import { useReturnFocus } from '#client/lib/focus-return.ts';
import { useT } from '#client/lib/i18n/use-t.ts';

interface PhotoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Keys pressed anywhere in the dialog (the viewer's arrow keys). */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * A dark, nearly full-screen dialog for looking at photos (Radix Dialog: focus trap, Escape, focus back to
 * the button that opened it, labelled by its title).
 */
export function PhotoDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  onKeyDown,
}: PhotoDialogProps) {
  const t = useT();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/80" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          {...returnFocus}
          className="fixed inset-2 z-50 flex flex-col overflow-y-auto rounded-lg bg-slate-900 p-3 text-slate-50 shadow-xl sm:inset-8"
        >
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0 py-2">
              <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="text-sm text-slate-300">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close asChild>
              <button
                type="button"
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-slate-50 hover:bg-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-400"
              >
                <X className="size-5" aria-hidden="true" />
                <span className="sr-only">{t('common.close')}</span>
              </button>
            </Dialog.Close>
          </div>
          <div className="flex min-h-0 flex-1 flex-col">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
