import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useSpecMessage, useT } from '#client/lib/i18n/use-t.ts';
import { errorMessage } from '#client/lib/request.ts';
import '../messages.ts';

/** A failed admin load: 'Unable to Load Data', the server's message if any, and 'Try Again'. */
export function AdminLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  const specMessage = useSpecMessage();
  const detail = errorMessage(error);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
      <AlertTriangle className="size-8 text-amber-600" aria-hidden="true" />
      <p className="font-semibold text-slate-900">{t('admin.loadError.title')}</p>
      {detail ? <p className="text-sm break-words text-slate-600">{specMessage(detail)}</p> : null}
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        {t('admin.loadError.retry')}
      </Button>
    </div>
  );
}
