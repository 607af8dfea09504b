import { z } from 'zod';
import { customerHashQuery } from './customer-hash-query.ts';

/** How strongly a sign was felt: the check-in's three answers (docs/decisions/020). */
export const CHECKIN_LEVELS = ['none', 'mild', 'strong'] as const;
export type CheckinLevel = (typeof CHECKIN_LEVELS)[number];

const level = (sign: string) => z.enum(CHECKIN_LEVELS, { error: `${sign} must be none, mild or strong` });

/** The optional safety check-in after a session: each sign none, mild or strong; all three answered. */
export const checkinSchema = z.object({
  pain: level('Pain'),
  /** Numbness or tingling. */
  numbness: level('Numbness'),
  /** Discolouration or coldness. */
  discolouration: level('Discolouration'),
});
export type Checkin = z.infer<typeof checkinSchema>;

/** GET /api/sessions/:id/checkin: one session's check-in, null when it was not answered. */
export const sessionCheckinSchema = z.object({ checkin: checkinSchema.nullable() });
export type SessionCheckin = z.infer<typeof sessionCheckinSchema>;

/** The check-in's signs, in the order they are asked and shown. */
export const CHECKIN_SIGNS = [
  'pain',
  'numbness',
  'discolouration',
] as const satisfies readonly (keyof Checkin)[];
export type CheckinSign = (typeof CHECKIN_SIGNS)[number];

/** Why home asks to rest: the newest check-in had a strong answer, or two of the last three a sign. */
export const REST_REASONS = ['strong', 'repeated'] as const;
export type RestReason = (typeof REST_REASONS)[number];

/**
 * GET /api/checkins/summary: whether home shows the notice to rest, and why (null: it does not;
 * src/shared/rules/rest-notice.ts).
 */
export const checkinSummarySchema = z.object({
  restNotice: z.boolean(),
  reason: z.enum(REST_REASONS).nullable(),
});
export type CheckinSummary = z.infer<typeof checkinSummarySchema>;

export const checkinQuery = customerHashQuery;
