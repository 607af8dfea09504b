/**
 * The spans the Progress view can show (issue 29, docs/decisions/058): the last 4 or 12 weeks by week, a
 * year or the whole history by month. A span is counted back from the current week (month), so its first
 * period is whole; the series then start at the customer's first entry inside it.
 */
export const PROGRESS_RANGES = ['4w', '12w', '1y', 'all'] as const;
export type ProgressRange = (typeof PROGRESS_RANGES)[number];
export const DEFAULT_PROGRESS_RANGE: ProgressRange = '12w';

export type ProgressBucket = 'week' | 'month';

/** How each range is cut up and named. `back`: how many periods before the current one it reaches. */
export const RANGE_INFO = {
  '4w': { label: '4 weeks', words: 'the last 4 weeks', bucket: 'week', back: 3 },
  '12w': { label: '12 weeks', words: 'the last 12 weeks', bucket: 'week', back: 11 },
  '1y': { label: 'A year', words: 'the last year', bucket: 'month', back: 11 },
  all: { label: 'All time', words: 'all your entries', bucket: 'month', back: null },
} as const satisfies Record<
  ProgressRange,
  { label: string; words: string; bucket: ProgressBucket; back: number | null }
>;
