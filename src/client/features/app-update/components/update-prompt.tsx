import { RefreshCw } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { applyUpdate, useWaitingWorker } from '../hooks/service-worker.ts';

/**
 * "Update available" with a Reload button, once a new version has installed (docs/decisions/024). It
 * stays until tapped: the page is never reloaded under someone filling in a form.
 */
export function UpdatePrompt() {
  // The shell's words (src/client/locales): the prompt is in the first chunk.
  const t = useT();
  const worker = useWaitingWorker();
  if (!worker) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 top-3 z-40 mx-auto flex max-w-md items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3 pl-4 text-sm text-slate-900 shadow-lg dark:border-slate-700"
    >
      <span className="font-medium">{t('app.update.available')}</span>
      <Button size="sm" onClick={() => applyUpdate(worker)}>
        <RefreshCw aria-hidden="true" />
        {t('app.update.reload')}
      </Button>
    </div>
  );
}
