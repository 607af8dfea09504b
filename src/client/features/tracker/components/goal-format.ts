import { countText } from '#shared/rules/english-format.ts';
import type { Goal } from '#shared/schemas/goal-summary.ts';

const plural = (count: number, word: string) => `${countText(count)} ${word}${count === 1 ? '' : 's'}`;

/** "45 of 60 minutes", "2 of 3 sessions". */
export const goalProgressText = (done: number, goal: Goal) =>
  `${countText(done)} of ${plural(goal.target, goal.kind === 'minutes' ? 'minute' : 'session')}`;

/** "4 days". */
export const daysText = (days: number) => plural(days, 'day');

/** The share of the goal done, 0 to 100. */
export const goalPercent = (done: number, goal: Goal) =>
  Math.min(100, Math.round((done / goal.target) * 100));
