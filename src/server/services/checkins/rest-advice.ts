import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { MEASUREMENT_DEVICE } from '#shared/devices.ts';
import { REST_NOTICE_DAYS, REST_NOTICE_WINDOW, restNoticeReason } from '#shared/rules/rest-notice.ts';
import type { RestReason } from '#shared/schemas/checkins.ts';
import { sessionCheckins, sessions } from '../../db/schema/sessions-and-photos.ts';
import type { Deps } from '../../deps.ts';
import { presentCheckin } from '../../presenters/checkin.ts';

const s = sessions;
const c = sessionCheckins;

/** Whether the customer is advised to rest, why, and since which session (its date), or null reasons. */
export type RestAdvice = { reason: RestReason | null; since: Date | null };

/**
 * The notice to rest (docs/decisions/055): the latest three answered check-ins of the customer's training
 * sessions of the last 14 days, newest by date as in every list, judged by the shared rule; `since` is the
 * newest of those sessions while the notice stands. An indexed read (sessions_customer_date_idx).
 */
export async function restAdvice(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
  now = new Date(),
): Promise<RestAdvice> {
  const from = new Date(now.getTime() - REST_NOTICE_DAYS * 86_400_000);
  const rows = await deps.db
    .select({ date: s.date, pain: c.pain, numbness: c.numbness, discolouration: c.discolouration })
    .from(s)
    .innerJoin(c, eq(c.sessionId, s.id))
    .where(and(eq(s.customerHash, customerHash), ne(s.device, MEASUREMENT_DEVICE), gte(s.date, from)))
    .orderBy(sql`${s.date} desc nulls last`, sql`${s.id} desc nulls last`)
    .limit(REST_NOTICE_WINDOW);
  const reason = restNoticeReason(rows.map(presentCheckin));
  return { reason, since: reason ? (rows[0]?.date ?? null) : null };
}
