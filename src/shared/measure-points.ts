import type { MeasurementUnit } from './rules/units.ts';

// The measurement points (issue 29, docs/decisions/059): the spec's length and girth, and the optional
// points the community records besides them. One registry: the form, the entry, the charts, the export,
// the targets and the database's CHECK read it.

/** What a point measures: a length (ruler) or a girth (tape); it decides the consistency tolerance. */
export type Quantity = 'length' | 'girth';

/** The optional points, in the order the form and the charts show them. */
export const EXTRA_POINT_KEYS = ['bpel', 'nbpel', 'base_girth', 'mid_girth', 'bpfsl'] as const;
export type ExtraPointKey = (typeof EXTRA_POINT_KEYS)[number];

/** Every point: the spec's two (columns of the entry) first, then the optional ones (measure_points rows). */
export const MEASURE_POINT_KEYS = ['length', 'girth', ...EXTRA_POINT_KEYS] as const;
export type MeasurePointKey = (typeof MEASURE_POINT_KEYS)[number];

/**
 * An optional point. Its words on screens (label, name in a sentence, how to measure) are in the catalogs
 * (docs/decisions/067, 070); `label` is the English name the export's column and the server's messages use.
 */
export type ExtraPoint = {
  /** The field's label and the chart's title, in English. */
  label: string;
  quantity: Quantity;
  /** The smallest and largest value accepted, in inches (centimetres: x 2.54). */
  minIn: number;
  maxIn: number;
};

const LENGTH_RANGE = { minIn: 0.5, maxIn: 15 } as const;
const GIRTH_RANGE = { minIn: 0.5, maxIn: 12 } as const;

export const EXTRA_POINTS: Record<ExtraPointKey, ExtraPoint> = {
  bpel: {
    label: 'Bone-pressed erect length',
    quantity: 'length',
    ...LENGTH_RANGE,
  },
  nbpel: {
    label: 'Non-bone-pressed erect length',
    quantity: 'length',
    ...LENGTH_RANGE,
  },
  base_girth: {
    label: 'Base girth',
    quantity: 'girth',
    ...GIRTH_RANGE,
  },
  mid_girth: {
    label: 'Mid-shaft girth',
    quantity: 'girth',
    ...GIRTH_RANGE,
  },
  bpfsl: {
    label: 'Flaccid stretched length (bone-pressed)',
    quantity: 'length',
    ...LENGTH_RANGE,
  },
};

/** The spec's two points as the sentences and charts name them. */
const SPEC_POINTS: Record<'length' | 'girth', { label: string; quantity: Quantity }> = {
  length: { label: 'Length', quantity: 'length' },
  girth: { label: 'Girth', quantity: 'girth' },
};

export const isExtraPoint = (key: string): key is ExtraPointKey =>
  (EXTRA_POINT_KEYS as readonly string[]).includes(key);

/** A point's English label and what it measures. */
export function pointInfo(key: MeasurePointKey): { label: string; quantity: Quantity } {
  return isExtraPoint(key) ? EXTRA_POINTS[key] : SPEC_POINTS[key];
}

/** The accepted range of an optional point in `unit` (centimetres: the inches x 2.54, to 2 decimals). */
export function pointRange(key: ExtraPointKey, unit: MeasurementUnit): { min: number; max: number } {
  const { minIn, maxIn } = EXTRA_POINTS[key];
  const scale = (value: number) => (unit === 'inches' ? value : Math.round(value * 254) / 100);
  return { min: scale(minIn), max: scale(maxIn) };
}
