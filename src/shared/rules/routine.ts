/**
 * Goals, planned rest days, streaks and consistency (docs/decisions/018). The server computes the same
 * numbers in SQL (src/server/services/goals/routine-queries.ts); these pure functions state the rules and
 * are what the unit tests pin down. Days are local calendar days 'YYYY-MM-DD' in the customer's zone.
 */

import type { GoalSummary } from '../schemas/goal-summary.ts';
import { dateTimeFormat } from './date-formats.ts';

const DAY_MS = 86_400_000;

/** A weekday as ISO numbers it: 1 Monday … 7 Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The planned rest days in force from a day on: none, fixed weekdays, or a cycle of days on and off. */
export type RestPlan =
  | { effectiveFrom: string; kind: 'none' }
  | { effectiveFrom: string; kind: 'weekdays'; weekdays: readonly number[] }
  | { effectiveFrom: string; kind: 'cycle'; on: number; off: number; anchor: string };

/** A weekly goal in force from a day on (kind 'none': no goal from then). */
export type WeeklyGoal =
  | { effectiveFrom: string; kind: 'none' }
  | { effectiveFrom: string; kind: 'minutes' | 'sessions'; target: number; device: string | null };

/** The number of a day counted from 1970-01-01 (no time zone involved: a calendar day is a day). */
export function dayNumber(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
}

/** The calendar day of a day number. */
export const dayOf = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The day `count` days after (before, when negative) `day`. */
export const addDays = (day: string, count: number): string => dayOf(dayNumber(day) + count);

/** ISO weekday of a calendar day (1 Monday … 7 Sunday). */
export const isoWeekday = (day: string): IsoWeekday =>
  (((((dayNumber(day) + 3) % 7) + 7) % 7) + 1) as IsoWeekday;

/** The local calendar day of an instant in an IANA zone (what `instant AT TIME ZONE tz` gives in SQL). */
export function localDay(instant: Date, timeZone: string): string {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The first day of the week holding `day`, for weeks starting on `weekStart`. */
export function weekStartOf(day: string, weekStart: IsoWeekday | number): string {
  return addDays(day, -((isoWeekday(day) - weekStart + 7) % 7));
}

/** The entry of a dated history in force on a day: the latest one starting on or before it. */
export function inForce<T extends { effectiveFrom: string }>(history: readonly T[], day: string): T | null {
  let found: T | null = null;
  for (const entry of history) {
    if (entry.effectiveFrom <= day && (!found || entry.effectiveFrom >= found.effectiveFrom)) found = entry;
  }
  return found;
}

/** True when the plan in force on `day` makes it a planned rest day (no plan: every day is planned). */
export function isRestDay(day: string, plans: readonly RestPlan[]): boolean {
  const plan = inForce(plans, day);
  if (!plan || plan.kind === 'none') return false;
  if (plan.kind === 'weekdays') return plan.weekdays.includes(isoWeekday(day));
  const length = plan.on + plan.off;
  const position = (((dayNumber(day) - dayNumber(plan.anchor)) % length) + length) % length;
  return position >= plan.on;
}

/** The goal of the week starting `weekStart`: the one in force on the week's last day. */
export const goalForWeek = (goals: readonly WeeklyGoal[], weekStart: string): WeeklyGoal | null =>
  inForce(goals, addDays(weekStart, 6));

export type RoutineInput = {
  today: string;
  /** Local days with at least one training session (measurement entries left out). */
  sessionDays: ReadonlySet<string>;
  plans: readonly RestPlan[];
  /**
   * While the notice to rest stands (docs/decisions/055): the day after the session whose check-in raised
   * it; from that day on every day counts as a rest day, so resting never breaks a streak.
   */
  restFrom?: string | null;
};

/** A rest day of the routine: planned, or advised by the notice to rest. */
const restsOn = (day: string, { plans, restFrom }: Pick<RoutineInput, 'plans' | 'restFrom'>) =>
  isRestDay(day, plans) || (!!restFrom && day >= restFrom);

/**
 * Consecutive days kept, up to today: a day is kept with a session or as a planned rest day; today
 * counts once kept, and is not a break while not yet logged. The run begins on its first day with a
 * session (rest days before it are not a streak), so a customer who never logged has none.
 */
export function streakDays(input: RoutineInput): number {
  const { today, sessionDays } = input;
  const kept = (day: string) => sessionDays.has(day) || restsOn(day, input);
  const end = kept(today) ? today : addDays(today, -1);
  const first = [...sessionDays].sort()[0];
  if (!first) return 0;
  let start: string | null = null;
  for (let day = end; day >= first && kept(day); day = addDays(day, -1)) {
    if (sessionDays.has(day)) start = day;
  }
  return start ? dayNumber(end) - dayNumber(start) + 1 : 0;
}

/** How many days the consistency looks back over, today included. */
export const CONSISTENCY_DAYS = 28;

/**
 * Consistency over the last 4 weeks: planned days with a session out of planned days, and the planned rest
 * days left out. The window starts no earlier than `firstDay` (the customer's first session or plan);
 * today counts only once logged. The goal card writes it as "Active on 10 of the last 28 days".
 */
export function consistency(input: RoutineInput & { firstDay: string | null }): GoalSummary['consistency'] {
  const { today, sessionDays, firstDay } = input;
  const windowStart = addDays(today, -(CONSISTENCY_DAYS - 1));
  if (!firstDay) return { kept: 0, planned: 0, restDays: 0, from: windowStart };
  const from = dayOf(Math.max(dayNumber(firstDay), dayNumber(windowStart)));
  let kept = 0;
  let planned = 0;
  let restDays = 0;
  for (let day = from; day <= today; day = addDays(day, 1)) {
    if (restsOn(day, input)) {
      restDays += 1;
      continue;
    }
    const logged = sessionDays.has(day);
    if (day === today && !logged) continue;
    planned += 1;
    if (logged) kept += 1;
  }
  return { kept, planned, restDays, from };
}
