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

export type ExtraPoint = {
  /** The field's label and the chart's title. */
  label: string;
  /** How it is named inside a sentence ('Two base girth measurements…'). */
  noun: string;
  /** One or two neutral sentences: how to hold the ruler or tape, and where to measure. */
  howTo: string;
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
    noun: 'bone-pressed erect length',
    howTo:
      'Erect, lay a rigid ruler along the top and press its end gently into the fat pad until it meets the pubic bone. Read the length at the tip.',
    quantity: 'length',
    ...LENGTH_RANGE,
  },
  nbpel: {
    label: 'Non-bone-pressed erect length',
    noun: 'non-bone-pressed erect length',
    howTo:
      'Erect, rest a rigid ruler along the top where the shaft meets the skin, without pressing in. Read the length at the tip.',
    quantity: 'length',
    ...LENGTH_RANGE,
  },
  base_girth: {
    label: 'Base girth',
    noun: 'base girth',
    howTo:
      'Erect, wrap a soft tape once around the shaft right at the base, snug but not tight. Read where the tape meets its start.',
    quantity: 'girth',
    ...GIRTH_RANGE,
  },
  mid_girth: {
    label: 'Mid-shaft girth',
    noun: 'mid-shaft girth',
    howTo:
      'Erect, wrap a soft tape once around the middle of the shaft, halfway between the base and the head, snug but not tight.',
    quantity: 'girth',
    ...GIRTH_RANGE,
  },
  bpfsl: {
    label: 'Flaccid stretched length (bone-pressed)',
    noun: 'flaccid stretched length',
    howTo:
      'Flaccid, hold the head and stretch straight out to a comfortable full stretch. Press a rigid ruler to the pubic bone along the top and read the length at the tip.',
    quantity: 'length',
    ...LENGTH_RANGE,
  },
};

/** The spec's two points as the sentences and charts name them. */
const SPEC_POINTS: Record<'length' | 'girth', { label: string; noun: string; quantity: Quantity }> = {
  length: { label: 'Length', noun: 'length', quantity: 'length' },
  girth: { label: 'Girth', noun: 'girth', quantity: 'girth' },
};

export const isExtraPoint = (key: string): key is ExtraPointKey =>
  (EXTRA_POINT_KEYS as readonly string[]).includes(key);

/** A point's label, its name in a sentence and what it measures. */
export function pointInfo(key: MeasurePointKey): { label: string; noun: string; quantity: Quantity } {
  return isExtraPoint(key) ? EXTRA_POINTS[key] : SPEC_POINTS[key];
}

/** The accepted range of an optional point in `unit` (centimetres: the inches x 2.54, to 2 decimals). */
export function pointRange(key: ExtraPointKey, unit: MeasurementUnit): { min: number; max: number } {
  const { minIn, maxIn } = EXTRA_POINTS[key];
  const scale = (value: number) => (unit === 'inches' ? value : Math.round(value * 254) / 100);
  return { min: scale(minIn), max: scale(maxIn) };
}
