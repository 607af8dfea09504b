import { sql } from 'drizzle-orm';
import { DAILY_KINDS } from '#shared/devices.ts';
import type { TakenMark, TakenMarkBody } from '#shared/schemas/taken.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { configuredDevices } from '../sessions/session-input.ts';

/**
 * Marks a product taken (or applied) today in the customer's zone: an entry of the product with no minutes
 * (docs/decisions/061). Once a day: the customer's lock for that product makes a second tap, even at the
 * same moment, find the first mark.
 */
export async function markTaken(
  deps: Pick<Deps, 'db' | 'config'>,
  customerHash: string,
  body: TakenMarkBody,
  now = new Date(),
): Promise<TakenMark> {
  const product = configuredDevices(deps.config).find((device) => device.label === body.device);
  if (!product || !DAILY_KINDS.includes(product.kind)) {
    throw badRequest(
      'Choose a product that is taken or applied, such as pills or gel',
      'VALIDATION',
      'device',
    );
  }
  const tz = body.timeZone;
  const at = now.toISOString();
  return deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`taken:${customerHash}:${body.device}`}, 0))`,
    );
    const existing = await tx.execute<{ id: number }>(sql`
      SELECT id FROM sessions
      WHERE customer_hash = ${customerHash} AND device = ${body.device} AND duration = 0
        AND (date AT TIME ZONE ${tz})::date = (${at}::timestamptz AT TIME ZONE ${tz})::date
      ORDER BY id LIMIT 1`);
    const found = existing.rows[0];
    if (found) return { id: found.id, device: body.device, created: false };
    const inserted = await tx.execute<{ id: number }>(sql`
      INSERT INTO sessions (customer_hash, date, device, duration, notes, completed)
      VALUES (${customerHash}, ${at}::timestamptz, ${body.device}, 0, '', true)
      RETURNING id`);
    const row = inserted.rows[0];
    if (!row) throw new Error('insert returned no row');
    return { id: row.id, device: body.device, created: true };
  });
}
