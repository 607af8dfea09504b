import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useT } from '#client/lib/i18n/use-t.ts';
import { isEmbedded } from '#client/lib/is-embedded.ts';

interface NavSheetProps {
  /** The tab bar's button that opens the sheet (Radix's trigger: focus returns to it on close). */
  trigger: ReactNode;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** Where the sheet opens: at the bottom by the fixed bar, from md beside the rail. */
const PLACED =
  'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl pb-[calc(1rem+env(safe-area-inset-bottom))] ' +
  'md:inset-x-auto md:bottom-4 md:left-28 md:w-80 md:rounded-2xl md:pb-4';
/**
 * In the store's frame, which grows to the page's height, the bottom is far below what the store page shows:
 * the sheet drops from the top of the frame, by the bar in the page's flow.
 */
const PLACED_EMBEDDED = 'inset-x-0 top-0 mx-auto max-w-xl rounded-b-2xl';

/**
 * A short list of places or actions, opened from the tab bar (Log, More): a sheet from the bottom on phones,
 * a panel beside the rail on wide screens, from the top in the store's frame (Radix Dialog: focus trap,
 * Escape, labelled by its title).
 */
export function NavSheet({ trigger, title, open, onOpenChange, children }: NavSheetProps) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          className={
            'fixed z-50 overflow-y-auto border border-slate-200 bg-white p-4 shadow-xl focus:outline-none ' +
            `dark:border-slate-700 dark:bg-slate-900 ${isEmbedded() ? PLACED_EMBEDDED : PLACED}`
          }
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <Dialog.Title className="text-lg font-semibold text-slate-900 dark:text-slate-50">
              {title}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('common.close')}
              className="flex size-11 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{`${title}: choose where to go.`}</Dialog.Description>
          <ul className="grid gap-1">{children}</ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The classes of a sheet's row: a link or a button, with its icon, full width, a finger high. */
export const sheetItemClasses =
  'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-left text-base font-medium text-slate-900 ' +
  'hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 ' +
  'dark:text-slate-100 dark:hover:bg-slate-800 [&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-blue-700 ' +
  'dark:[&_svg]:text-blue-300';
