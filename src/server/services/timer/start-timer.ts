import { MEASUREMENT_DEVICE } from '#shared/devices.ts';
import type { Timer, TimerStart } from '#shared/schemas/timer.ts';
import type { Config } from '../../config.ts';
import { PG, pgError } from '../../db/pg-error.ts';
import { sessionTimers } from '../../db/schema/routine.ts';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { presentTimer } from '../../presenters/timer.ts';
import { configuredDevices } from '../sessions/session-input.ts';

const isTimerDevice = (config: Pick<Config, 'store'>, device: string) =>
  device !== MEASUREMENT_DEVICE && configuredDevices(config).some((choice) => choice.label === device);

/** Starts the customer's timer now; 409 TIMER_RUNNING when one is running or paused (the unique index). */
export async function startTimer(
  deps: Pick<Deps, 'db' | 'config'>,
  customerHash: string,
  input: TimerStart,
): Promise<Timer> {
  if (!isTimerDevice(deps.config, input.device)) {
    throw badRequest('device: Please select a device', 'VALIDATION', 'device');
  }
  const withSets = input.sets !== null;
  const now = new Date();
  try {
    const [row] = await deps.db
      .insert(sessionTimers)
      .values({
        customerHash,
        device: input.device,
        sets: input.sets,
        setMinutes: withSets ? (input.setMinutes ?? null) : null,
        breakMinutes: withSets ? (input.breakMinutes ?? null) : null,
        status: 'running',
        startedAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return presentTimer(row, now);
  } catch (err) {
    if (pgError(err)?.code === PG.uniqueViolation) {
      throw new AppError('TIMER_RUNNING', 'A timer is already running: finish or discard it first');
    }
    throw err;
  }
}
