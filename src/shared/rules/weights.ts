import type { LocalFormat } from '../i18n/local-format.ts';
/**
 * Weights in pounds or kilograms (issue 29, docs/decisions/056). The spec keeps weights in pounds (a
 * decimal with one place, at most 10 lbs, steps of 0.5): they are stored so. A customer who chose
 * kilograms types and reads kilograms in steps of 0.25; a value in kilograms is stored as pounds rounded
 * to one place, and read back to the nearest 0.25 kg, which gives back what was typed.
 */
export const WEIGHT_UNITS = ['lb', 'kg'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export const POUNDS_PER_KILOGRAM = 2.20462262;
/** A unit's short name after a weight: the spec's 'lbs', or 'kg'. */
export const WEIGHT_UNIT_TEXT = { lb: 'lbs', kg: 'kg' } as const satisfies Record<WeightUnit, string>;

/** The spec's maximum, 10 lbs, and its equal in kilograms at the kilogram step (4.5 kg). */
export const WEIGHT_LIMITS = {
  lb: { step: 0.5, max: 10 },
  kg: { step: 0.25, max: 4.5 },
} as const satisfies Record<WeightUnit, { step: number; max: number }>;

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** Whether `value` is a whole number of the unit's steps, from 0 to its maximum. */
export function isWeightInSteps(value: number, unit: WeightUnit): boolean {
  const { step, max } = WEIGHT_LIMITS[unit];
  return value >= 0 && value <= max && Math.abs(value / step - Math.round(value / step)) < 1e-9;
}

/**
 * Whether stored pounds are a weight a customer can log: a step of 0.5 lb, or a step of 0.25 kg as stored
 * (so the server takes what either unit's form sends), within the spec's 10 lbs.
 */
export function isStoredWeight(pounds: number): boolean {
  if (isWeightInSteps(pounds, 'lb')) return true;
  return (
    pounds >= 0 &&
    pounds <= WEIGHT_LIMITS.lb.max &&
    toStoredPounds(fromStoredPounds(pounds, 'kg'), 'kg') === pounds
  );
}

/** A weight typed in `unit` as the pounds stored (one decimal place). */
export function toStoredPounds(value: number, unit: WeightUnit): number {
  return unit === 'lb' ? value : Math.round(value * POUNDS_PER_KILOGRAM * 10) / 10;
}

/** Stored pounds in `unit`: pounds as they are, kilograms to the nearest step. */
export function fromStoredPounds(pounds: number, unit: WeightUnit): number {
  return unit === 'lb' ? pounds : roundTo(pounds / POUNDS_PER_KILOGRAM, WEIGHT_LIMITS.kg.step);
}

/**
 * '4 lbs', '2.5 lbs', '1.75 kg': stored pounds in the customer's unit with its short name, the figure as
 * the language writes it ('1,75 kg' in German, docs/decisions/070).
 */
export function weightText(pounds: number, unit: WeightUnit, format: LocalFormat): string {
  const value = fromStoredPounds(pounds, unit);
  return `${format.decimal(value, 2)} ${WEIGHT_UNIT_TEXT[unit]}`;
}
