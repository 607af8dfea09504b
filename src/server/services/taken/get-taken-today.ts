import { sql } from 'drizzle-orm';
import { DAILY_KINDS, labelsOfKinds } from '#shared/devices.ts';
import type { TakenToday } from '#shared/schemas/taken.ts';
import { textArray } from '../../db/sql-array.ts';
import type { Deps } from '../../deps.ts';
import { unknownZone } from '../../lib/unknown-zone.ts';
import { configuredDevices } from '../sessions/session-input.ts';

type Row = { today: string; device: string | null; today_id: number | null; days: number | null };

/**
 * The products taken or applied on a day that the customer has logged at least once (so the home offers
 * what they use, not the store's whole list), with today's mark and the days marked or logged in the last
 * 28 days: one SQL aggregate over the (customer, device, date) index.
 */
export async function getTakenToday(
  deps: Pick<Deps, 'db' | 'config'>,
  customerHash: string,
  timeZone: string,
  now = new Date(),
): Promise<TakenToday> {
  const devices = configuredDevices(deps.config);
  const daily = labelsOfKinds(devices, DAILY_KINDS);
  const result = await deps.db
    .execute<Row>(sql`
      WITH params AS (SELECT (${now.toISOString()}::timestamptz AT TIME ZONE ${timeZone})::date AS today),
      used AS (
        SELECT s.device,
               min(s.id) FILTER (WHERE s.duration = 0 AND (s.date AT TIME ZONE ${timeZone})::date = p.today)
                 AS today_id,
               count(DISTINCT (s.date AT TIME ZONE ${timeZone})::date)
                 FILTER (WHERE (s.date AT TIME ZONE ${timeZone})::date > p.today - 28) AS days
        FROM sessions s, params p
        WHERE s.customer_hash = ${customerHash} AND s.device = ANY(${textArray(daily)})
        GROUP BY s.device
      )
      SELECT to_char(p.today, 'YYYY-MM-DD') AS today, u.device, u.today_id, u.days::int AS days
      FROM params p LEFT JOIN used u ON true
      ORDER BY u.device`)
    .catch(unknownZone);
  const kindOf = new Map(devices.map((device) => [device.label, device.kind]));
  const order = new Map(daily.map((label, index) => [label, index]));
  const products = result.rows
    .filter((row): row is Row & { device: string } => row.device !== null)
    .sort((a, b) => (order.get(a.device) ?? 0) - (order.get(b.device) ?? 0))
    .map((row) => ({
      device: row.device,
      kind: kindOf.get(row.device) === 'care' ? ('care' as const) : ('consumable' as const),
      todayId: row.today_id,
      daysLast28: row.days ?? 0,
    }));
  return { today: result.rows[0]?.today ?? '', products };
}
