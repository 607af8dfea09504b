import { z } from 'zod';
import { checkinSchema } from './checkins.ts';
import { customerHashQuery } from './customer-hash-query.ts';
import { sessionKind, sessionSchema } from './sessions.ts';

/** The most entries one history page holds, and the page a client gets when it does not say. */
export const HISTORY_PAGE_MAX = 100;
export const HISTORY_PAGE_DEFAULT = 30;
/** Longer than any device label or cursor: bad input, not a filter that matches nothing. */
const DEVICE_FILTER_MAX = 200;
const CURSOR_MAX = 200;

/** GET /api/sessions/history query: which entries, from where (the previous page's cursor), how many. */
export const historyQuery = customerHashQuery.extend({
  kind: sessionKind.default('all'),
  /** One device's entries only; absent for every device. */
  device: z.string().trim().min(1).max(DEVICE_FILTER_MAX).optional(),
  /** The `nextCursor` of the previous page; absent for the newest page. Opaque to clients. */
  cursor: z
    .string()
    .max(CURSOR_MAX)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Invalid cursor' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).default(HISTORY_PAGE_DEFAULT),
});
export type HistoryQuery = z.infer<typeof historyQuery>;

/** A history entry: the session and its safety check-in, null when none was answered (docs/decisions/020). */
export const historyEntrySchema = sessionSchema.extend({ checkin: checkinSchema.nullable() });
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** One page of the history, newest first; `nextCursor` asks for the next (older) page, null at the end. */
export const historyPageSchema = z.object({
  entries: z.array(historyEntrySchema),
  nextCursor: z.string().nullable(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;
