import { useMutation } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { unsubscribeReminders } from '#client/api/goals.ts';
import { CenteredPage } from '#client/components/layouts/centered-page.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { errorMessage } from '#client/lib/request.ts';
import '../messages.ts';

/** /unsubscribe?token=…: the reminder email's link; confirms, then stops reminders without signing in. */
export function UnsubscribePage() {
  const t = useT();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const stop = useMutation({ mutationFn: () => unsubscribeReminders(token) });
  return (
    <CenteredPage>
      <div className="space-y-4 text-center">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-50">
          {t('goals.unsubscribe.title')}
        </h1>
        {stop.isSuccess ? (
          <p role="status">{t('goals.unsubscribe.done')}</p>
        ) : (
          <>
            <p>{t('goals.unsubscribe.question')}</p>
            <Button onClick={() => stop.mutate()} disabled={!token || stop.isPending}>
              {stop.isPending ? t('goals.unsubscribe.stopping') : t('goals.unsubscribe.stop')}
            </Button>
            {stop.isError ? (
              <p role="alert" className="text-sm text-red-700">
                {errorMessage(stop.error) ?? t('goals.unsubscribe.failed')}
              </p>
            ) : null}
          </>
        )}
      </div>
    </CenteredPage>
  );
}
