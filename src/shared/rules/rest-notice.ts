import type { Checkin, RestReason } from '../schemas/checkins.ts';

/**
 * How many of the latest answered check-ins the rule reads, how many of them with a sign show the notice,
 * and how recent a session must be for its check-in to count (docs/decisions/055).
 */
export const REST_NOTICE_WINDOW = 3;
export const REST_NOTICE_THRESHOLD = 2;
export const REST_NOTICE_DAYS = 14;

/** Whether a check-in reports any sign, mild or strong; no check-in (skipped) reports none. */
export function reportsSign(checkin: Checkin | null | undefined): boolean {
  if (!checkin) return false;
  return checkin.pain !== 'none' || checkin.numbness !== 'none' || checkin.discolouration !== 'none';
}

/** Whether a check-in has a strong answer to any question: the check-in says "stop and rest" at once. */
export function reportsStrongSign(checkin: Partial<Checkin> | null | undefined): boolean {
  if (!checkin) return false;
  return checkin.pain === 'strong' || checkin.numbness === 'strong' || checkin.discolouration === 'strong';
}

/**
 * Whether home shows the notice to rest (docs/decisions/020, 055), from the latest answered check-ins of
 * the last 14 days, newest first (a session without a check-in is not read at all, so skipping never
 * dilutes a sign): the newest reported a strong sign, or two of the last three reported any sign.
 */
export function restNoticeReason(latestAnsweredFirst: readonly Checkin[]): RestReason | null {
  const latest = latestAnsweredFirst.slice(0, REST_NOTICE_WINDOW);
  if (reportsStrongSign(latest[0])) return 'strong';
  return latest.filter(reportsSign).length >= REST_NOTICE_THRESHOLD ? 'repeated' : null;
}

/** Whether home shows the notice to rest (restNoticeReason finds a reason). */
export const showsRestNotice = (latestAnsweredFirst: readonly Checkin[]) =>
  restNoticeReason(latestAnsweredFirst) !== null;
