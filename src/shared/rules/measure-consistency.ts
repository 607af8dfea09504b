import type { Speech, Translate } from '../i18n/translate.ts';
import type { MeasurePointKey, Quantity } from '../measure-points.ts';
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

/** A point's name in the hint's sentence: 'length', 'base girth' (the language's, docs/decisions/070). */
function pointNoun(t: Translate, point: MeasurePointKey): string {
  switch (point) {
    case 'length':
      return t('rules.point.length');
    case 'girth':
      return t('rules.point.girth');
    case 'bpel':
      return t('rules.point.bpel');
    case 'nbpel':
      return t('rules.point.nbpel');
    case 'base_girth':
      return t('rules.point.baseGirth');
    case 'mid_girth':
      return t('rules.point.midGirth');
    case 'bpfsl':
      return t('rules.point.bpfsl');
  }
}

/**
 * The calm hint: "Two length measurements on Nov 3 differ by 0.4 in. Measure at the same time of day, the
 * same way, and log the average."
 */
export function consistencyHint(
  { t, format }: Speech,
  point: MeasurePointKey,
  day: DisagreeingDay,
  unit: MeasurementUnit,
): string {
  const values = {
    noun: pointNoun(t, point),
    day: format.shortDay(new Date(`${day.date}T12:00:00Z`), { utc: true }),
    spread: `${format.decimal(day.spread, 2)} ${unitAbbreviation(unit)}`,
  };
  return day.count === 2
    ? t('rules.consistency.two', values)
    : t('rules.consistency.many', {
        ...values,
        count: format.language === 'en' ? `${day.count}` : format.count(day.count),
      });
}
