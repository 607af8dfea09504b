import { and, eq, ne, sql } from 'drizzle-orm';
import { MEASUREMENT_DEVICE } from '#shared/devices.ts';
import { REST_NOTICE_WINDOW, showsRestNotice } from '#shared/rules/rest-notice.ts';
import type { CheckinSummary } from '#shared/schemas/checkins.ts';
import { sessionCheckins, sessions } from '../../db/schema/sessions-and-photos.ts';
import type { Deps } from '../../deps.ts';
import { presentCheckin } from '../../presenters/checkin.ts';

const s = sessions;
const c = sessionCheckins;

/**
 * Whether home shows the notice to rest: the check-ins of the customer's last three sessions (measurement
 * entries left out, newest by date as in every list), judged by the shared rule. A session without a
 * check-in reads as no sign. One indexed read of three rows (sessions_customer_date_idx).
 */
export async function checkinSummary(deps: Pick<Deps, 'db'>, customerHash: string): Promise<CheckinSummary> {
  const rows = await deps.db
    .select({ pain: c.pain, numbness: c.numbness, discolouration: c.discolouration })
    .from(s)
    .leftJoin(c, eq(c.sessionId, s.id))
    .where(and(eq(s.customerHash, customerHash), ne(s.device, MEASUREMENT_DEVICE)))
    .orderBy(sql`${s.date} desc nulls last`, sql`${s.id} desc nulls last`)
    .limit(REST_NOTICE_WINDOW);
  const latestFirst = rows.map((row) =>
    row.pain === null || row.numbness === null || row.discolouration === null
      ? null
      : presentCheckin({ pain: row.pain, numbness: row.numbness, discolouration: row.discolouration }),
  );
  return { restNotice: showsRestNotice(latestFirst) };
}
