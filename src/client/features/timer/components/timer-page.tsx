import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { useAppConfig } from '#client/api/app-config.ts';
import { sessionsQuery } from '#client/api/sessions.ts';
import { TrackerPage } from '#client/components/layouts/tracker-page.tsx';
import { LoadError, LoadingData } from '#client/components/load-states.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { errorMessage, hasCode } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { isMeasurementEntry } from '#shared/devices.ts';
import type { Timer, TimerStart } from '#shared/schemas/timer.ts';
import { useCurrentTimer, useTimerAction } from '../api/timer-actions.ts';
import { prepareSound } from '../hooks/signals.ts';
import { TimerRunning } from './timer-running.tsx';
import { TimerSetup } from './timer-setup.tsx';
import '../messages.ts';

/** The session form, opened with the device and the minutes the timer counted (docs/decisions/017). */
export const logFormFor = (timer: Timer) =>
  `/log?${new URLSearchParams({ device: timer.device, duration: String(timer.deviceMinutes) })}`;

/** Start session (/timer): set up a timer, then follow it set by set; finishing opens the session form. */
export function TimerPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const customer = useCustomerHash();
  const config = useAppConfig();
  const current = useCurrentTimer();
  const last = useQuery(sessionsQuery('sessions', 1, customer.customerHash));
  const action = useTimerAction();
  const devices = useMemo(
    () =>
      config.data?.devices.map((device) => device.label).filter((label) => !isMeasurementEntry(label)) ?? [],
    [config.data],
  );
  const error = customer.error ?? config.error ?? current.error;
  const loading = !config.data || !current.data || last.isLoading;

  const failed = (err: unknown) => {
    if (hasCode(err, 'TIMER_RUNNING')) {
      toast({
        title: t('timer.page.alreadyRunning'),
        description: t('timer.page.alreadyRunningText'),
      });
      return;
    }
    toast({
      title: t('timer.page.noResponse'),
      description: errorMessage(err) ?? t('timer.page.tryAgain'),
      variant: 'destructive',
    });
  };
  const start = (body: TimerStart) => {
    prepareSound();
    action.mutate({ kind: 'start', body }, { onError: failed });
  };
  const act = (kind: 'pause' | 'resume' | 'discard', id: number) => {
    if (kind === 'resume') prepareSound();
    action.mutate(
      { kind, id },
      {
        onError: failed,
        onSuccess: () => (kind === 'discard' ? toast({ title: t('timer.page.discarded') }) : undefined),
      },
    );
  };
  const finish = (id: number) =>
    action.mutate(
      { kind: 'finish', id },
      { onError: failed, onSuccess: (timer) => (timer ? navigate(logFormFor(timer)) : undefined) },
    );

  const timer = current.data?.timer ?? null;
  return (
    <TrackerPage title={t('timer.page.title')} back={{ parent: '/' }}>
      {error ? (
        <LoadError error={error} />
      ) : loading ? (
        <LoadingData shape="form" />
      ) : (
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            {timer ? (
              <TimerRunning
                timer={timer}
                offsetMs={current.data?.offsetMs ?? 0}
                busy={action.isPending}
                onPause={() => act('pause', timer.id)}
                onResume={() => act('resume', timer.id)}
                onFinish={() => finish(timer.id)}
                onDiscard={() => act('discard', timer.id)}
              />
            ) : (
              <TimerSetup
                devices={devices}
                lastDevice={last.data?.[0]?.device}
                starting={action.isPending}
                onStart={start}
              />
            )}
          </CardContent>
        </Card>
      )}
    </TrackerPage>
  );
}
