import type { ExtraPointKey } from '#shared/measure-points.ts';

// The optional measurement points' words (docs/decisions/059, 067): the registry's English
// (src/shared/measure-points.ts) is the catalog's English; the entry and the measurement form read them here.

/** A point's label: the entry's figure and the form's field. */
export const POINT_LABEL_IDS: Record<ExtraPointKey, string> = {
  bpel: 'tracker.entry.point.bpel',
  nbpel: 'tracker.entry.point.nbpel',
  base_girth: 'tracker.entry.point.base_girth',
  mid_girth: 'tracker.entry.point.mid_girth',
  bpfsl: 'tracker.entry.point.bpfsl',
};

/** How to measure a point, under its field. */
export const POINT_HOW_TO_IDS: Record<ExtraPointKey, string> = {
  bpel: 'tracker.entry.howTo.bpel',
  nbpel: 'tracker.entry.howTo.nbpel',
  base_girth: 'tracker.entry.howTo.base_girth',
  mid_girth: 'tracker.entry.howTo.mid_girth',
  bpfsl: 'tracker.entry.howTo.bpfsl',
};
