import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useRef } from 'react';
import { useSpecMessage, useT } from '#client/lib/i18n/use-t.ts';
import { TOAST_DURATION_MS } from '#shared/constants.ts';
import { dismissToast, useCurrentToast } from '../../lib/toast.ts';
import { cn } from './cn.ts';
import { useToastPlacement } from './toast-placement.ts';

/**
 * Renders the one current toast (lib/toast.ts); mount once near the root. A description that is the server's
 * English message shows in the language shown (docs/decisions/067).
 */
export function Toaster() {
  const t = useT();
  const specMessage = useSpecMessage();
  const current = useCurrentToast();
  const destructive = current?.variant === 'destructive';
  const viewport = useRef<HTMLOListElement>(null);
  useToastPlacement(viewport, current?.open ? current.id : null);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label={t('toast.notification')}>
      {current ? (
        <Toast.Root
          key={current.id}
          open={current.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:hidden',
            destructive ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{current.title}</Toast.Title>
            {current.description ? (
              <Toast.Description className={cn('text-sm', destructive ? 'text-white' : 'text-slate-600')}>
                {typeof current.description === 'string'
                  ? specMessage(current.description)
                  : current.description}
              </Toast.Description>
            ) : null}
            {current.action ? (
              <Toast.Action altText={current.action.label} asChild>
                <button
                  type="button"
                  onClick={current.action.onClick}
                  className="mt-1 inline-flex min-h-11 items-center self-start rounded-md border border-slate-300 px-4 text-sm font-medium hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                >
                  {current.action.label}
                </button>
              </Toast.Action>
            ) : null}
          </div>
          <Toast.Close
            aria-label={t('common.close')}
            className={cn(
              'absolute top-0 right-0 flex size-11 items-center justify-center rounded-md focus-visible:outline-none focus-visible:ring-2',
              destructive ? 'text-white hover:bg-red-800 focus-visible:ring-white' : 'text-slate-500',
              destructive ? '' : 'hover:bg-slate-100 focus-visible:ring-blue-600',
            )}
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ) : null}
      {/* At the bottom, above the tracker's tab bar and timer chip (--nav-space, styles.css), bottom right
          from sm up; moved up off any control under it (docs/decisions/049). */}
      <Toast.Viewport
        ref={viewport}
        className="fixed right-0 bottom-(--nav-space,0px) z-50 flex w-full flex-col gap-2 p-2 outline-none sm:max-w-sm sm:p-4"
      />
    </Toast.Provider>
  );
}
