import { Play, Timer as TimerIcon } from 'lucide-react';
import { useActiveTimer } from '#client/components/layouts/timer-chip.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { clockText } from '#client/lib/clock-text.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import { useNow } from '#client/lib/use-now.ts';
import { timerActiveMs } from '#shared/rules/timer-phases.ts';
import type { Timer } from '#shared/schemas/timer.ts';
import '../messages.ts';

// 'sm' pads 12 px a side: 'Resume timer 1:02:03' fits beside Log at 375 px.
const CLASSES = 'min-w-0 whitespace-nowrap';

/**
 * "Start session": opens the session timer (/timer, docs/decisions/017), which logs through the session
 * form. While a timer runs or is paused it says so ('Timer running 12:03', 'Resume timer') and goes back
 * to it (docs/decisions/050).
 */
export function StartSessionButton() {
  const t = useT();
  // The same read as the timer chip's: one request for both (e2e/read-hints.spec.ts counts them).
  const current = useActiveTimer();
  if (current) return <TimerButton timer={current.timer} offsetMs={current.offsetMs} />;
  return (
    <NavButton href="/timer" variant="outline" size="sm" className={CLASSES}>
      <TimerIcon aria-hidden="true" />
      {t('tracker.home.startSession')}
    </NavButton>
  );
}

/** The running or paused timer: its name says which, the clock beside it is for the eye only. */
function TimerButton({ timer, offsetMs }: { timer: Timer; offsetMs: number }) {
  const t = useT();
  const paused = timer.status === 'paused';
  const now = useNow(!paused) + offsetMs;
  const ran = timerActiveMs(timer, now);
  return (
    <NavButton href="/timer" variant="secondary" size="sm" className={CLASSES}>
      {paused ? (
        <Play aria-hidden="true" />
      ) : (
        <span
          aria-hidden="true"
          className="size-2.5 shrink-0 rounded-full motion-safe:animate-pulse bg-blue-600 dark:bg-blue-400"
        />
      )}
      {paused ? t('tracker.home.resumeTimer') : t('tracker.home.timerRunning')}
      <span aria-hidden="true" className="tabular-nums" data-testid="home-timer-clock">
        {clockText(ran, false)}
      </span>
    </NavButton>
  );
}
