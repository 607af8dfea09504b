import { sql } from 'drizzle-orm';
import { MEASUREMENT_DEVICE } from '#shared/devices.ts';
import type { Db } from '../../db/client.ts';
import { uninstalledShopHashes } from '../shopify-shops/shop-customer-hashes.ts';

// "Due" is decided in SQL in each customer's zone: reminders on, an account with a verified email, the
// local time past the reminder time, today a planned day (the rest plan in force today), no training
// session logged yet today, no reminder claimed for today (docs/decisions/019), and not a customer of a shop
// that uninstalled the app (docs/decisions/064).

/** A due reminder: whose, to where, for which local day, in the customer's saved language (null: none). */
export type DueReminder = { customerHash: string; email: string; localDate: string; language: string | null };

/** The condition of one customer's reminder, with `cs` (settings) and `d.day` (the local day) in scope. */
const stillDue = sql`
  cs.customer_hash NOT IN (${uninstalledShopHashes})
  AND NOT EXISTS (SELECT 1 FROM sessions s
              WHERE s.customer_hash = cs.customer_hash AND s.device <> ${MEASUREMENT_DEVICE}
                AND s.date >= (d.day::timestamp AT TIME ZONE cs.time_zone)
                AND s.date < ((d.day + 1)::timestamp AT TIME ZONE cs.time_zone))
  AND NOT EXISTS (SELECT 1 FROM reminder_deliveries r
                  WHERE r.customer_hash = cs.customer_hash AND r.local_date = d.day)
  AND NOT coalesce(CASE rp.kind
      WHEN 'weekdays' THEN extract(isodow FROM d.day)::int = ANY (rp.weekdays)
      WHEN 'cycle' THEN mod(mod(d.day - rp.cycle_anchor, rp.cycle_on + rp.cycle_off) + rp.cycle_on + rp.cycle_off,
                            rp.cycle_on + rp.cycle_off) >= rp.cycle_on
      ELSE false END, false)`;

/** Customers with reminders on, in a zone this PostgreSQL knows (a zone it does not know would fail). */
const remindable = sql`(SELECT * FROM customer_settings
  WHERE reminders_enabled AND time_zone IN (SELECT name FROM pg_timezone_names))`;

const fromDue = (now: string) => sql`
  FROM ${remindable} cs
  CROSS JOIN LATERAL (SELECT ${now}::timestamptz AT TIME ZONE cs.time_zone AS local_now) ln
  CROSS JOIN LATERAL (SELECT ln.local_now::date AS day) d
  LEFT JOIN LATERAL (
    SELECT kind, weekdays, cycle_on, cycle_off, cycle_anchor FROM rest_plans
    WHERE customer_hash = cs.customer_hash AND effective_from <= d.day
    ORDER BY effective_from DESC LIMIT 1) rp ON true`;

/** Reminders due at `now`, at most `limit` of them. */
export async function dueReminders(db: Db, now: string, limit = 200): Promise<DueReminder[]> {
  const result = await db.execute<DueReminder>(sql`
    SELECT cs.customer_hash AS "customerHash", u.email, to_char(d.day, 'YYYY-MM-DD') AS "localDate",
           cs.language
    ${fromDue(now)}
    JOIN LATERAL (SELECT u.email FROM customer_mapping m JOIN users u ON u.id = m.user_id
                  WHERE m.customer_hash = cs.customer_hash AND u.email_verified LIMIT 1) u ON true
    WHERE ln.local_now::time >= cs.reminder_time::time AND ${stillDue}
    ORDER BY cs.customer_hash
    LIMIT ${limit}`);
  return result.rows;
}

/**
 * Claims one customer's reminder for a local day inside the caller's transaction, if it is still due:
 * the unique (customer, day) row is written once, whichever process gets there first. The id, or null.
 */
export async function claimReminder(
  tx: Pick<Db, 'execute'>,
  reminder: DueReminder,
  now: string,
): Promise<number | null> {
  const result = await tx.execute<{ id: number }>(sql`
    INSERT INTO reminder_deliveries (customer_hash, local_date)
    SELECT cs.customer_hash, d.day
    ${fromDue(now)}
    WHERE cs.customer_hash = ${reminder.customerHash}
      AND d.day = ${reminder.localDate}::date AND ${stillDue}
    ON CONFLICT (customer_hash, local_date) DO NOTHING
    RETURNING id::int AS id`);
  return result.rows[0]?.id ?? null;
}
