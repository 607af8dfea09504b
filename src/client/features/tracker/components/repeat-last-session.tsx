import { Repeat } from 'lucide-react';
import { useId } from 'react';
import { useDeviceName } from '#client/api/device-names.ts';
import { useWeightUnit } from '#client/api/preferences.ts';
import { DiscreetValue } from '#client/components/discreet.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { translate } from '#client/lib/i18n/i18n.ts';
import { useSpeech } from '#client/lib/i18n/use-speech.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import { queuedToast } from '#client/lib/offline/queued-toast.ts';
import { isQueued } from '#client/lib/offline/send-or-queue.ts';
import { errorMessage } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import { sessionDetails } from '#shared/rules/session-display.ts';
import type { Session } from '#shared/schemas/sessions.ts';
import { useDeleteSession } from '../api/delete-session.ts';
import { useRepeatSession } from '../api/repeat-session.ts';
import { saveFailureToast } from './save-failure.ts';
import '../messages.ts';

const failure = (err: unknown) => ({
  title: translate('common.error'),
  description: errorMessage(err) ?? (err instanceof Error ? err.message : String(err)),
  variant: 'destructive' as const,
});

/** Logs the last session again, now, in one tap; the toast offers Undo (which deletes the copy). */
export function RepeatLastSession({ last }: { last: Session }) {
  const t = useT();
  const repeat = useRepeatSession();
  // Undo deletes the entry the repeat made, as any delete does.
  const undo = useDeleteSession();
  const descriptionId = useId();
  const details = sessionDetails(
    useSpeech(),
    { ...last, length: null, girth: null },
    undefined,
    useWeightUnit(),
  );
  const device = useDeviceName()(last.device);

  const onRepeat = () =>
    repeat.mutate(last, {
      onSuccess: (made) =>
        // Kept on the device (offline): nothing to undo on the server yet; the entry can be discarded there.
        isQueued(made)
          ? toast(queuedToast())
          : toast({
              title: t('tracker.log.toast.logged'),
              description: `${device} · ${details.join(' · ')}`,
              action: {
                label: t('tracker.home.repeat.undo'),
                onClick: () =>
                  undo.mutate(made, {
                    onSuccess: (result) =>
                      toast(
                        isQueued(result)
                          ? queuedToast('deletion')
                          : { title: t('tracker.home.repeat.deleted') },
                      ),
                    onError: (err) => toast(failure(err)),
                  }),
              },
            }),
      onError: (err) => toast(saveFailureToast(err, false)),
    });

  return (
    <div className="space-y-1.5">
      <Button
        variant="outline"
        className="min-h-11 w-full"
        disabled={repeat.isPending}
        aria-describedby={descriptionId}
        onClick={onRepeat}
      >
        <Repeat aria-hidden="true" />
        {t('tracker.home.repeat.button')}
      </Button>
      <p id={descriptionId} className="text-sm break-words text-slate-600">
        {`${device} · `}
        <DiscreetValue label={t('tracker.home.repeat.figures')}>{details.join(' · ')}</DiscreetValue>
      </p>
    </div>
  );
}
