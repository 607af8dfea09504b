import type { MessageValues } from '#client/lib/i18n/use-t.ts';
import type { LocalFormat } from '#shared/i18n/local-format.ts';
import { addDays, CONSISTENCY_DAYS } from '#shared/rules/routine.ts';
import type { Goal, GoalSummary } from '#shared/schemas/goal-summary.ts';
import '../messages.ts';

/** The goal card's words in the language shown: `useT()`'s message and `useLocalFormat()`'s figures. */
export interface GoalWords {
  t: (id: string, values?: MessageValues) => string;
  format: LocalFormat;
}

/** "45 of 60 minutes", "2 of 3 sessions", "0 of 1 session". */
export const goalProgressText = (done: number, goal: Goal, { t, format }: GoalWords) =>
  t(goal.kind === 'minutes' ? 'tracker.home.goal.ofMinutes' : 'tracker.home.goal.ofSessions', {
    done: format.count(done),
    count: goal.target,
    target: format.count(goal.target),
  });

/** "4 days", "1 day". */
export const daysText = (days: number, { t, format }: GoalWords) =>
  t('tracker.home.goal.days', { count: days, days: format.count(days) });

/** The share of the goal done, 0 to 100. */
export const goalPercent = (done: number, goal: Goal) =>
  Math.min(100, Math.round((done / goal.target) * 100));

/**
 * The consistency in words that say what its numbers count: "Active on 10 of the last 28 days"; "Active
 * on 10 of 20 days since Mar 9" when the customer's first day is within the 4 weeks; "planned days" once
 * rest days are left out; "Active today" on a first day that is logged. Without rest days the planned
 * days run without a gap to yesterday, or to today once it is logged, so "the last N days" is exact.
 * Null while there is no day to count.
 */
export function consistencyText(
  { today, consistency }: Pick<GoalSummary, 'today' | 'consistency'>,
  { t, format }: GoalWords,
) {
  const { kept, planned, restDays, from } = consistency;
  if (planned === 0) return null;
  // Only today is counted, and today counts once logged.
  if (from === today) return t('tracker.home.goal.activeToday');
  const fullWindow = from <= addDays(today, -(CONSISTENCY_DAYS - 1));
  const values = { kept: format.count(kept), count: planned, planned: format.count(planned) };
  // 'Mar 9' for a calendar day 'YYYY-MM-DD' (the window is under a month long: no year needed).
  const day = format.shortDay(new Date(`${from}T00:00:00Z`), { utc: true });
  if (restDays > 0) {
    return fullWindow
      ? t('tracker.home.goal.activePlannedWeeks', { ...values, weeks: CONSISTENCY_DAYS / 7 })
      : t('tracker.home.goal.activePlannedSince', { ...values, day });
  }
  return fullWindow
    ? t('tracker.home.goal.activeLast', values)
    : t('tracker.home.goal.activeSince', { ...values, day });
}
