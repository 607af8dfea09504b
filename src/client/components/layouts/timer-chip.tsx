import { useQuery } from '@tanstack/react-query';
import { Timer as TimerIcon } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { currentTimerQuery } from '#client/api/timer.ts';
import { clockText } from '#client/lib/clock-text.ts';
import { translate } from '#client/lib/i18n/i18n.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { useNow } from '#client/lib/use-now.ts';
import { timerActiveMs, timerPhase } from '#shared/rules/timer-phases.ts';
import type { Timer } from '#shared/schemas/timer.ts';
import '../messages.ts';

/** The chip's words: where the timer is ("Set 1 of 2", "Break", "All sets done") and the time it shows. */
export function timerChipText(timer: Timer, now: number): { state: string; time: string } {
  const active = timerActiveMs(timer, now);
  const phase = timerPhase(timer, active);
  const time =
    phase.kind === 'done' || phase.remainingMs === null ? clockText(active) : clockText(phase.remainingMs);
  let state: string;
  if (timer.status === 'paused') state = translate('timer.paused');
  else if (phase.kind === 'done') state = translate('timer.allDone');
  else if (phase.kind === 'break') state = translate('timer.break');
  else
    state =
      phase.sets === null
        ? translate('timer.running')
        : translate('timer.setOf', { set: phase.set, sets: phase.sets });
  return { state, time };
}

/**
 * The customer's running or paused timer, if any and not on /timer: read once, then kept by the timer
 * screen's actions and read again when the app comes back to the front (src/client/api/timer.ts).
 */
export function useActiveTimer() {
  const { customerHash } = useCustomerHash();
  const [path] = useLocation();
  const { data } = useQuery({ ...currentTimerQuery(customerHash), refetchOnMount: false });
  const timer = data?.timer ?? null;
  return path === '/timer' ? null : timer ? { timer, offsetMs: data?.offsetMs ?? 0 } : null;
}

/** A running or paused timer, on every tracker screen but its own: one tap opens it (docs/decisions/049). */
export function TimerChip({
  timer,
  offsetMs,
  rail = false,
}: {
  timer: Timer;
  offsetMs: number;
  rail?: boolean;
}) {
  const paused = timer.status === 'paused';
  const now = useNow(!paused);
  const { state, time } = timerChipText(timer, now + offsetMs);
  return (
    <Link
      href="/timer"
      className={
        'flex min-h-11 items-center justify-center gap-2 rounded-full border px-4 text-sm font-medium shadow-sm ' +
        // In the wide screens' rail: stacked, to fit its width.
        (rail ? 'md:flex-col md:gap-0.5 md:rounded-xl md:px-1 md:py-2 md:text-xs ' : '') +
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 ' +
        (paused
          ? 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100'
          : 'border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-100')
      }
    >
      <TimerIcon className="size-4 shrink-0" aria-hidden="true" />
      <span className="sr-only">Timer:</span>
      <span>{state}</span>
      <span aria-hidden="true" className={rail ? 'md:hidden' : undefined}>
        ·
      </span>
      <span className="tabular-nums">{time}</span>
    </Link>
  );
}
