import type { ProgressPeriod } from '#shared/schemas/progress.ts';
import { deviceOrder } from './progress-shaping.ts';

/** The legend's name for the devices after the top three. */
export const OTHER_DEVICES = 'Other';
/** How many devices a time chart names; the rest add up to "Other" (docs/decisions/058). */
export const NAMED_DEVICES = 3;

/**
 * The periods with the three devices of most minutes over them kept by name and the rest added up as
 * "Other", and the stacking and legend order (most minutes first, "Other" last).
 */
export function groupTopDevices(periods: readonly ProgressPeriod[], keep = NAMED_DEVICES) {
  const order = deviceOrder(periods);
  if (order.length <= keep) return { periods: [...periods], order };
  const named = new Set(order.slice(0, keep));
  const grouped = periods.map((period) => {
    const devices = period.devices.filter((entry) => named.has(entry.device));
    const other = period.devices
      .filter((entry) => !named.has(entry.device))
      .reduce((sum, entry) => sum + entry.minutes, 0);
    return {
      ...period,
      devices: other > 0 ? [...devices, { device: OTHER_DEVICES, minutes: other }] : devices,
    };
  });
  return { periods: grouped, order: [...order.slice(0, keep), OTHER_DEVICES] };
}
