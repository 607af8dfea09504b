import { DAILY_KINDS, DEVICE_KINDS, labelsOfKinds, TRAINING_KINDS } from '#shared/devices.ts';
import type { GoalSummary } from '#shared/schemas/goal-summary.ts';
import type { Deps } from '../../deps.ts';
import { unknownZone } from '../../lib/unknown-zone.ts';
import { restAdvice } from '../checkins/rest-advice.ts';
import { configuredDevices } from '../sessions/session-input.ts';
import { getSavedTimeZone } from './get-saved-time-zone.ts';
import { routineNumbers, weekProgress } from './routine-queries.ts';

/** Home's goal card for one customer, in the zone the browser reports (docs/decisions/018). */
export async function getGoalSummary(
  deps: Pick<Deps, 'db' | 'config'>,
  customerHash: string,
  timeZone: string,
  now = new Date(),
): Promise<GoalSummary> {
  const at = now.toISOString();
  // Kinds (docs/decisions/054): a goal over every device counts session time, and a day with only a
  // product taken (pills, gel) is no training day for the streak.
  const devices = configuredDevices(deps.config);
  const daily = labelsOfKinds(devices, DAILY_KINDS);
  const notSessionTime = labelsOfKinds(
    devices,
    DEVICE_KINDS.filter((kind) => !TRAINING_KINDS.includes(kind)),
  );
  // While the notice to rest stands, resting keeps the streak and the goal stops nudging (docs/decisions/055).
  const rest = await restAdvice(deps, customerHash, now);
  const [routine, week, saved] = await Promise.all([
    routineNumbers(deps.db, customerHash, at, timeZone, rest.since?.toISOString() ?? null, daily).catch(
      unknownZone,
    ),
    weekProgress(deps.db, customerHash, at, timeZone, notSessionTime).catch(unknownZone),
    getSavedTimeZone(deps.db, customerHash),
  ]);
  const goal =
    week.kind === 'minutes' || week.kind === 'sessions'
      ? { kind: week.kind, target: week.target ?? 1, device: week.device }
      : null;
  return {
    today: routine.today,
    timeZone,
    savedTimeZone: saved,
    week: { start: week.start, end: week.week_end, goal, done: week.done },
    streak: routine.streak,
    consistency: {
      kept: routine.kept,
      planned: routine.planned,
      restDays: routine.rest_days,
      from: routine.window_from,
    },
    restToday: routine.rest_today,
    resting: rest.reason !== null,
  };
}
