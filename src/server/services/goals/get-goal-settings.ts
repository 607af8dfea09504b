import { desc, eq } from 'drizzle-orm';
import type { Goal } from '#shared/schemas/goal-summary.ts';
import type { GoalSettings, RestDays } from '#shared/schemas/goals.ts';
import { customerSettings, restPlans, weeklyGoals } from '../../db/schema/routine.ts';
import type { Deps } from '../../deps.ts';
import { reminderEmailFor } from './reminder-email.ts';

type GoalRow = typeof weeklyGoals.$inferSelect;
type RestRow = typeof restPlans.$inferSelect;

/** A stored goal row as the API shows it; 'none' (or no row) is no goal. */
export function goalOf(row: GoalRow | undefined): Goal | null {
  if (!row || (row.kind !== 'minutes' && row.kind !== 'sessions')) return null;
  return { kind: row.kind, target: row.target ?? 1, device: row.device };
}

/** A stored rest plan row as the API shows it. */
export function restDaysOf(row: RestRow | undefined): RestDays {
  if (row?.kind === 'weekdays') return { kind: 'weekdays', weekdays: [...row.weekdays].sort() };
  if (row?.kind === 'cycle' && row.cycleOn && row.cycleOff && row.cycleAnchor) {
    return { kind: 'cycle', on: row.cycleOn, off: row.cycleOff, anchor: row.cycleAnchor };
  }
  return { kind: 'none' };
}

/** The newest goal and rest plan rows of a customer (the ones saved last, in force from their day on). */
export async function latestPlans(deps: Pick<Deps, 'db'>, customerHash: string) {
  const [[goal], [rest]] = await Promise.all([
    deps.db
      .select()
      .from(weeklyGoals)
      .where(eq(weeklyGoals.customerHash, customerHash))
      .orderBy(desc(weeklyGoals.effectiveFrom))
      .limit(1),
    deps.db
      .select()
      .from(restPlans)
      .where(eq(restPlans.customerHash, customerHash))
      .orderBy(desc(restPlans.effectiveFrom))
      .limit(1),
  ]);
  return { goal, rest };
}

/** The goals screen's settings: defaults (no goal, no rest days, Monday, no reminder at 19:00) until saved. */
export async function getGoalSettings(deps: Pick<Deps, 'db'>, customerHash: string): Promise<GoalSettings> {
  const [[settings], plans, email] = await Promise.all([
    deps.db.select().from(customerSettings).where(eq(customerSettings.customerHash, customerHash)).limit(1),
    latestPlans(deps, customerHash),
    reminderEmailFor(deps, customerHash),
  ]);
  return {
    goal: goalOf(plans.goal),
    restDays: restDaysOf(plans.rest),
    weekStart: settings?.weekStart ?? 1,
    reminders: {
      enabled: !!email && (settings?.remindersEnabled ?? false),
      time: settings?.reminderTime ?? '19:00',
      available: !!email,
    },
    timeZone: settings?.timeZone ?? null,
  };
}
