import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { MEASUREMENT_DEVICE } from '#shared/devices.ts';
import { REST_NOTICE_DAYS, REST_NOTICE_WINDOW, restNoticeReason } from '#shared/rules/rest-notice.ts';
import type { CheckinSummary } from '#shared/schemas/checkins.ts';
import { sessionCheckins, sessions } from '../../db/schema/sessions-and-photos.ts';
import type { Deps } from '../../deps.ts';
import { presentCheckin } from '../../presenters/checkin.ts';

const s = sessions;
const c = sessionCheckins;

/**
 * Whether home shows the notice to rest: the latest three answered check-ins of the customer's sessions of
 * the last 14 days (measurement entries left out, newest by date as in every list), judged by the shared
 * rule (docs/decisions/055). An indexed read of the customer's recent sessions (sessions_customer_date_idx).
 */
export async function checkinSummary(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
  now = new Date(),
): Promise<CheckinSummary> {
  const since = new Date(now.getTime() - REST_NOTICE_DAYS * 86_400_000);
  const rows = await deps.db
    .select({ pain: c.pain, numbness: c.numbness, discolouration: c.discolouration })
    .from(s)
    .innerJoin(c, eq(c.sessionId, s.id))
    .where(and(eq(s.customerHash, customerHash), ne(s.device, MEASUREMENT_DEVICE), gte(s.date, since)))
    .orderBy(sql`${s.date} desc nulls last`, sql`${s.id} desc nulls last`)
    .limit(REST_NOTICE_WINDOW);
  const reason = restNoticeReason(rows.map(presentCheckin));
  return { restNotice: reason !== null, reason };
}
