import { hundredthsIn, type MeasurementUnit } from './units.ts';

/** A length or girth as stored: its value in the unit it was entered in, and when. */
export type StoredMeasure = {
  /** ISO 8601, UTC: the session's instant, or the start of a measurement entry's day. */
  date: string;
  /** A measurement entry's calendar day ('YYYY-MM-DD'); null for a session. */
  day: string | null;
  value: number;
  unit: MeasurementUnit;
};

/** One end of the change, in the unit asked for. */
export type MeasureEnd = Omit<StoredMeasure, 'unit'>;

/** How a length or girth moved from the customer's first value to their latest, in one unit. */
export type MeasureChange = {
  /** How many values there are (1: the first is the latest, and there is no change yet). */
  entries: number;
  first: MeasureEnd;
  latest: MeasureEnd;
  /** Latest minus first, of the values to the hundredth, so it adds up with what the charts show. */
  change: number;
};

const endIn = ({ unit: from, ...end }: StoredMeasure, hundredths: number): MeasureEnd => ({
  ...end,
  value: hundredths / 100,
});

/**
 * The change from the first to the latest value, both converted to `unit` (x or / 2.54, to the hundredth,
 * as the Progress charts): values entered in inches and in centimetres compare in one unit.
 */
export function measureChange(
  entries: number,
  first: StoredMeasure,
  latest: StoredMeasure,
  unit: MeasurementUnit,
): MeasureChange {
  const from = hundredthsIn(first.value, first.unit, unit);
  const to = hundredthsIn(latest.value, latest.unit, unit);
  return { entries, first: endIn(first, from), latest: endIn(latest, to), change: (to - from) / 100 };
}
