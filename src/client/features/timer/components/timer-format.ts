import type { MessageValues } from '#client/lib/i18n/use-t.ts';
import type { TimerPhase } from '#shared/rules/timer-phases.ts';

/** A message by its id in the language shown (`useT()`'s, or `translate`). */
type T = (id: string, values?: MessageValues) => string;

const minutesLeft = (ms: number) => Math.ceil(ms / 60_000);

/** The phase's heading: "Set 2 of 3", "Break after set 1", "All sets done", or "In the device". */
export function phaseTitle(t: T, phase: TimerPhase): string {
  if (phase.kind === 'done') return t('timer.allDone');
  if (phase.kind === 'break') return t('timer.phase.break', { after: phase.after, sets: phase.sets });
  return phase.sets === null
    ? t('timer.phase.inDevice')
    : t('timer.setOf', { set: phase.set, sets: phase.sets });
}

/** What is announced when a phase begins (once, not every second). */
export function phaseAnnouncement(t: T, phase: TimerPhase): string {
  if (phase.kind === 'done') return t('timer.announce.done');
  if (phase.kind === 'break')
    return t('timer.announce.break', { after: phase.after, minutes: minutesLeft(phase.remainingMs) });
  if (phase.sets === null || phase.remainingMs === null) return t('timer.announce.running');
  return t('timer.announce.set', {
    set: phase.set,
    sets: phase.sets,
    minutes: minutesLeft(phase.remainingMs),
  });
}
