import { pluralText } from '#shared/rules/english-format.ts';
import type { TimerPhase } from '#shared/rules/timer-phases.ts';

const minutesText = (ms: number) => pluralText(Math.ceil(ms / 60_000), 'minute');

/** The phase's heading: "Set 2 of 3", "Break after set 1", "All sets done", or "In the device". */
export function phaseTitle(phase: TimerPhase): string {
  if (phase.kind === 'done') return 'All sets done';
  if (phase.kind === 'break') return `Break after set ${phase.after} of ${phase.sets}`;
  return phase.sets === null ? 'In the device' : `Set ${phase.set} of ${phase.sets}`;
}

/** What is announced when a phase begins (once, not every second). */
export function phaseAnnouncement(phase: TimerPhase): string {
  if (phase.kind === 'done') return 'All sets done. Finish to log the session.';
  if (phase.kind === 'break')
    return `Set ${phase.after} done. Break: ${minutesText(phase.remainingMs)} left.`;
  if (phase.sets === null || phase.remainingMs === null) return 'Timer running.';
  return `Set ${phase.set} of ${phase.sets} started: ${minutesText(phase.remainingMs)} left.`;
}
