import { EyeOff } from 'lucide-react';
import { useT } from '#client/lib/i18n/use-t.ts';

/** Discreet mode's quick-hide: always in the same corner of every tracker screen, one tap leaves. */
export function QuickHideButton({ onHide }: { onHide: () => void }) {
  // The shell's words: this button is in the first chunk, with the layer over every screen.
  const t = useT();
  return (
    <button
      type="button"
      onClick={onHide}
      aria-label={t('app.quickHide.label')}
      className="fixed right-3 bottom-3 z-30 inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full bg-slate-900 px-4 text-sm font-semibold text-white shadow-lg hover:bg-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-slate-300"
    >
      <EyeOff className="size-5" aria-hidden="true" />
      <span>{t('app.quickHide.button')}</span>
    </button>
  );
}
