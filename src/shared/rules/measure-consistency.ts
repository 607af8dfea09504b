import type { Quantity } from '../measure-points.ts';
import { shortDayText } from './english-format.ts';
import { type MeasurementUnit, unitAbbreviation } from './units.ts';

// Two measurements of one point on one day should agree: a bigger spread says the way of measuring
// changed, not the body (issue 29, docs/decisions/059).

/** How far two measurements of one day may differ before the hint shows, per quantity and unit. */
export const CONSISTENCY_TOLERANCE: Record<Quantity, Record<MeasurementUnit, number>> = {
  length: { inches: 0.25, centimeters: 0.6 },
  girth: { inches: 0.2, centimeters: 0.5 },
};

/**
 * The spread (largest minus smallest, to 2 decimals) of one point's measurements on one day when it is
 * more than the tolerance; null when they agree or there is only one.
 */
export function disagreement(values: readonly number[], quantity: Quantity, unit: MeasurementUnit) {
  if (values.length < 2) return null;
  const spread = Math.round((Math.max(...values) - Math.min(...values)) * 100) / 100;
  return spread > CONSISTENCY_TOLERANCE[quantity][unit] ? spread : null;
}

/** One day whose measurements of a point disagree, as the API sends it. */
export type DisagreeingDay = { date: string; count: number; spread: number };

/**
 * The calm hint: "Two length measurements on Nov 3 differ by 0.4 in. Measure at the same time of day, the
 * same way, and log the average."
 */
export function consistencyHint(noun: string, day: DisagreeingDay, unit: MeasurementUnit): string {
  const date = shortDayText(new Date(`${day.date}T12:00:00Z`), { utc: true });
  const count = day.count === 2 ? 'Two' : `${day.count}`;
  const by = day.count === 2 ? 'by' : 'by up to';
  const spread = `${Number(day.spread.toFixed(2))} ${unitAbbreviation(unit)}`;
  return `${count} ${noun} measurements on ${date} differ ${by} ${spread}. Measure at the same time of day, the same way, and log the average.`;
}
