import { useMutation } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { unsubscribeReminders } from '#client/api/goals.ts';
import { CenteredPage } from '#client/components/layouts/centered-page.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/request.ts';

/** /unsubscribe?token=…: the reminder email's link; confirms, then stops reminders without signing in. */
export function UnsubscribePage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const stop = useMutation({ mutationFn: () => unsubscribeReminders(token) });
  return (
    <CenteredPage>
      <div className="space-y-4 text-center">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-50">Reminder emails</h1>
        {stop.isSuccess ? (
          <p role="status">
            You will not get reminder emails any more. You can turn them on again under Goals.
          </p>
        ) : (
          <>
            <p>Stop the reminder emails on your planned days?</p>
            <Button onClick={() => stop.mutate()} disabled={!token || stop.isPending}>
              {stop.isPending ? 'Stopping...' : 'Stop reminders'}
            </Button>
            {stop.isError ? (
              <p role="alert" className="text-sm text-red-700">
                {errorMessage(stop.error) ?? 'Something went wrong. Please try again.'}
              </p>
            ) : null}
          </>
        )}
      </div>
    </CenteredPage>
  );
}
