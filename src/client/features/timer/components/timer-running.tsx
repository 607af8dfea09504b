import { Check, Pause, Play, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useDeviceName } from '#client/api/device-names.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { clockText } from '#client/lib/clock-text.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import { useNow } from '#client/lib/use-now.ts';
import { deviceMs, phaseIndex, timerActiveMs, timerPhase } from '#shared/rules/timer-phases.ts';
import type { Timer } from '#shared/schemas/timer.ts';
import { signalPhaseEnd } from '../hooks/signals.ts';
import { useWakeLock } from '../hooks/use-wake-lock.ts';
import { SilentToggle } from './silent-toggle.tsx';
import { phaseAnnouncement, phaseTitle } from './timer-format.ts';
import '../messages.ts';

interface TimerRunningProps {
  timer: Timer;
  /** The server's clock minus this device's (see TimerView). */
  offsetMs: number;
  busy: boolean;
  onPause: () => void;
  onResume: () => void;
  onFinish: () => void;
  onDiscard: () => void;
}

/**
 * The running (or paused) timer: the set or break and its time left, computed from the stored times and
 * the clock at each render, so a reload or a locked phone shows the right phase. Set changes are signalled
 * and announced once; the countdown itself is not announced.
 */
export function TimerRunning({
  timer,
  offsetMs,
  busy,
  onPause,
  onResume,
  onFinish,
  onDiscard,
}: TimerRunningProps) {
  const t = useT();
  const paused = timer.status === 'paused';
  const deviceName = useDeviceName();
  const now = useNow(!paused) + offsetMs;
  const plan = { sets: timer.sets, setMinutes: timer.setMinutes, breakMinutes: timer.breakMinutes };
  const active = timerActiveMs(timer, now);
  const phase = timerPhase(plan, active);
  const inDevice = deviceMs(plan, active);
  useWakeLock(!paused && phase.kind !== 'done');

  // Signalled once per phase, and only forwards: the clock offset of a fresh answer may step a few
  // milliseconds back across a boundary, which is not a set ending.
  const index = phaseIndex(phase);
  const reached = useRef(index);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (index <= reached.current) return;
    reached.current = index;
    signalPhaseEnd();
    setAnnouncement(phaseAnnouncement(t, phase));
  });
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const big = phase.kind === 'done' ? null : phase.remainingMs === null ? active : phase.remainingMs;
  const bigLabel = phase.kind === 'done' ? null : phase.remainingMs === null ? 'elapsed' : 'left';
  return (
    <div className="space-y-6">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="space-y-1 text-center">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{deviceName(timer.device)}</p>
        <h2 className="text-2xl font-bold text-slate-900 dark:text-slate-50">{phaseTitle(t, phase)}</h2>
        {paused ? (
          <p className="font-semibold text-amber-700 dark:text-amber-300">{t('timer.paused')}</p>
        ) : null}
      </div>
      {big !== null ? (
        <p
          role="timer"
          className="text-center font-mono text-6xl font-bold tabular-nums text-slate-900 dark:text-slate-50"
        >
          {clockText(big, bigLabel === 'left')}
          <span className="sr-only">
            {' '}
            {bigLabel === 'left' ? t('timer.running.left') : t('timer.running.elapsed')}
          </span>
        </p>
      ) : null}
      {timer.sets === null ? null : (
        <p className="text-center text-slate-700 dark:text-slate-200">
          {t('timer.running.inDevice')} <strong>{clockText(inDevice, false)}</strong>
          <span className="text-slate-500 dark:text-slate-400"> {t('timer.running.notCounted')}</span>
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        {paused ? (
          <Button size="lg" className="min-h-14 text-lg" onClick={onResume} disabled={busy}>
            <Play aria-hidden="true" />
            {t('timer.running.resume')}
          </Button>
        ) : (
          <Button
            size="lg"
            variant="outline"
            className="min-h-14 text-lg"
            onClick={onPause}
            disabled={busy || phase.kind === 'done'}
          >
            <Pause aria-hidden="true" />
            {t('timer.running.pause')}
          </Button>
        )}
        <Button size="lg" className="min-h-14 text-lg" onClick={onFinish} disabled={busy}>
          <Check aria-hidden="true" />
          {t('timer.running.finish')}
        </Button>
        <Button
          size="lg"
          variant="outline"
          className="min-h-14 text-lg"
          onClick={() => setConfirmDiscard(true)}
          disabled={busy}
        >
          <Trash2 aria-hidden="true" />
          {t('timer.running.discard')}
        </Button>
      </div>
      <SilentToggle />
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={t('timer.running.discardTitle')}
        description={t('timer.running.discardText')}
        confirmLabel={t('timer.running.discard')}
        destructive
        busy={busy}
        onConfirm={() => {
          onDiscard();
          setConfirmDiscard(false);
        }}
      />
    </div>
  );
}
