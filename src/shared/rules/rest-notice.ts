import type { Checkin } from '../schemas/checkins.ts';

/** How many of the latest sessions the rule reads, and how many of them with a sign show the notice. */
export const REST_NOTICE_WINDOW = 3;
export const REST_NOTICE_THRESHOLD = 2;

/** Whether a check-in reports any sign, mild or strong; no check-in (skipped) reports none. */
export function reportsSign(checkin: Checkin | null | undefined): boolean {
  if (!checkin) return false;
  return checkin.pain !== 'none' || checkin.numbness !== 'none' || checkin.discolouration !== 'none';
}

/**
 * Whether home shows the notice to rest (docs/decisions/020): two of the last three sessions, newest
 * first, reported a mild or strong sign. Sessions without a check-in count as reporting none.
 */
export function showsRestNotice(latestFirst: readonly (Checkin | null)[]): boolean {
  const withSigns = latestFirst.slice(0, REST_NOTICE_WINDOW).filter(reportsSign).length;
  return withSigns >= REST_NOTICE_THRESHOLD;
}
