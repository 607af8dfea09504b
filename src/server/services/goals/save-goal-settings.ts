import { deviceList } from '#shared/devices.ts';
import { localDay } from '#shared/rules/routine.ts';
import type { GoalSettings, GoalSettingsBody } from '#shared/schemas/goals.ts';
import { customerSettings, restPlans, weeklyGoals } from '../../db/schema/routine.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { getGoalSettings, goalOf, latestPlans, restDaysOf } from './get-goal-settings.ts';
import { reminderEmailFor } from './reminder-email.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves the goals screen. A changed goal or rest plan becomes a new row in force from today (the
 * customer's local day), so earlier days and weeks keep the plan they had (docs/decisions/018).
 */
export async function saveGoalSettings(
  deps: Pick<Deps, 'db' | 'config'>,
  customerHash: string,
  body: GoalSettingsBody,
  now = new Date(),
): Promise<GoalSettings> {
  const devices = deviceList(deps.config.store.brand, deps.config.store.devices).map(
    (device) => device.label,
  );
  if (body.goal?.device && !devices.includes(body.goal.device)) {
    throw badRequest('Choose a device from the list', 'VALIDATION', 'goal.device');
  }
  if (body.reminders.enabled && !(await reminderEmailFor(deps, customerHash))) {
    throw badRequest(
      'Reminders need an account with a verified email address',
      'VALIDATION',
      'reminders.enabled',
    );
  }
  const today = localDay(now, body.timeZone);
  const restDays =
    body.restDays.kind === 'weekdays'
      ? { ...body.restDays, weekdays: [...body.restDays.weekdays].sort() }
      : body.restDays;
  const current = await latestPlans(deps, customerHash);

  await deps.db.transaction(async (tx) => {
    const settings = {
      timeZone: body.timeZone,
      weekStart: body.weekStart,
      remindersEnabled: body.reminders.enabled,
      reminderTime: body.reminders.time,
      updatedAt: now,
    };
    await tx
      .insert(customerSettings)
      .values({ customerHash, ...settings })
      .onConflictDoUpdate({ target: customerSettings.customerHash, set: settings });

    if (!same(goalOf(current.goal), body.goal) && (current.goal || body.goal)) {
      const goal = body.goal
        ? { kind: body.goal.kind, target: body.goal.target, device: body.goal.device }
        : { kind: 'none', target: null, device: null };
      await tx
        .insert(weeklyGoals)
        .values({ customerHash, effectiveFrom: today, ...goal })
        .onConflictDoUpdate({ target: [weeklyGoals.customerHash, weeklyGoals.effectiveFrom], set: goal });
    }
    if (!same(restDaysOf(current.rest), restDays) && (current.rest || restDays.kind !== 'none')) {
      const plan = {
        kind: restDays.kind,
        weekdays: restDays.kind === 'weekdays' ? restDays.weekdays : [],
        cycleOn: restDays.kind === 'cycle' ? restDays.on : null,
        cycleOff: restDays.kind === 'cycle' ? restDays.off : null,
        cycleAnchor: restDays.kind === 'cycle' ? restDays.anchor : null,
      };
      await tx
        .insert(restPlans)
        .values({ customerHash, effectiveFrom: today, ...plan })
        .onConflictDoUpdate({ target: [restPlans.customerHash, restPlans.effectiveFrom], set: plan });
    }
  });
  return getGoalSettings(deps, customerHash);
}
