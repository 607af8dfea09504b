import { countText, pluralText, shortDayText } from '#shared/rules/english-format.ts';
import { addDays, CONSISTENCY_DAYS } from '#shared/rules/routine.ts';
import type { Goal, GoalSummary } from '#shared/schemas/goal-summary.ts';

/** "45 of 60 minutes", "2 of 3 sessions", "0 of 1 session". */
export const goalProgressText = (done: number, goal: Goal) =>
  `${countText(done)} of ${pluralText(goal.target, goal.kind === 'minutes' ? 'minute' : 'session')}`;

/** "4 days", "1 day". */
export const daysText = (days: number) => pluralText(days, 'day');

/** The share of the goal done, 0 to 100. */
export const goalPercent = (done: number, goal: Goal) =>
  Math.min(100, Math.round((done / goal.target) * 100));

const WEEKS = pluralText(CONSISTENCY_DAYS / 7, 'week');

/**
 * The consistency in words that say what its numbers count: "Active on 10 of the last 28 days"; "Active
 * on 10 of 20 days since Mar 9" when the customer's first day is within the 4 weeks; "planned days" once
 * rest days are left out; "Active today" on a first day that is logged. Without rest days the planned
 * days run without a gap to yesterday, or to today once it is logged, so "the last N days" is exact.
 * Null while there is no day to count.
 */
export function consistencyText({ today, consistency }: Pick<GoalSummary, 'today' | 'consistency'>) {
  const { kept, planned, restDays, from } = consistency;
  if (planned === 0) return null;
  // Only today is counted, and today counts once logged.
  if (from === today) return 'Active today';
  const fullWindow = from <= addDays(today, -(CONSISTENCY_DAYS - 1));
  const active = `Active on ${countText(kept)} of`;
  if (restDays > 0) {
    const days = pluralText(planned, 'planned day');
    return fullWindow ? `${active} ${days} in the last ${WEEKS}` : `${active} ${days} since ${dayOf(from)}`;
  }
  return fullWindow
    ? `${active} the last ${pluralText(planned, 'day')}`
    : `${active} ${pluralText(planned, 'day')} since ${dayOf(from)}`;
}

/** 'Mar 9' for a calendar day 'YYYY-MM-DD' (the window is under a month long: no year needed). */
const dayOf = (day: string) => shortDayText(new Date(`${day}T00:00:00Z`), { utc: true });
