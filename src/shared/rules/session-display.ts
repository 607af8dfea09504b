import { isMeasurementEntry } from '../devices.ts';
import { unitAbbreviation } from './units.ts';

type Displayable = {
  device: string;
  duration: number;
  weight: number | null;
  length: number | null;
  girth: number | null;
  measurementUnit: string;
  date: string;
};

/** A number without trailing zeros: 2.5, 15, 5.25. */
const plain = (value: number) => String(Math.round(value * 100) / 100);

/** A session's date as the reader's locale writes it, e.g. 'Mar 7, 2026'; the raw text if unparsable. */
export function formatSessionDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** '30 minutes' (spec: duration in minutes). */
export const formatDuration = (minutes: number) => `${minutes} minutes`;

/** '2.5 lbs', or null when no weight was logged. */
export const formatWeight = (weight: number | null) => (weight === null ? null : `${plain(weight)} lbs`);

/** '6 in' / '15.2 cm', or null when the value is missing. */
const formatMeasure = (value: number | null, unit: string) =>
  value === null ? null : `${plain(value)} ${unitAbbreviation(unit)}`;

/** 'Length: 6 in' and 'Girth: 5 in', for the parts present. */
export function measureDetails(session: Pick<Displayable, 'length' | 'girth' | 'measurementUnit'>): string[] {
  const length = formatMeasure(session.length, session.measurementUnit);
  const girth = formatMeasure(session.girth, session.measurementUnit);
  return [length ? `Length: ${length}` : null, girth ? `Girth: ${girth}` : null].filter(
    (part): part is string => part !== null,
  );
}

/**
 * The detail parts shown for an entry (spec section 2): duration and optional weight for a session;
 * length and girth with unit for a measurement-only entry.
 */
export function sessionDetails(session: Displayable): string[] {
  const measures = measureDetails(session);
  if (isMeasurementEntry(session.device)) return measures;
  const weight = formatWeight(session.weight);
  return [formatDuration(session.duration), ...(weight ? [weight] : []), ...measures];
}
