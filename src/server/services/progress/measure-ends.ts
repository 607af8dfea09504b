import { type SQL, sql } from 'drizzle-orm';
import type { StoredMeasure } from '#shared/rules/measure-change.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import type { Db } from '../../db/client.ts';

type Metric = 'length' | 'girth';
/** Fixed column names, never input. */
const COLUMN: Record<Metric, SQL> = { length: sql.raw('length'), girth: sql.raw('girth') };

// Only entries with a length or girth: the partial index sessions_customer_measured_date_idx serves each
// read, so none walks the customer's sessions.
const measured = (customerHash: string) =>
  sql`customer_hash = ${customerHash} AND (length IS NOT NULL OR girth IS NOT NULL)`;

/** The first (or latest) value of one metric, as stored: when, the value and its unit; null if none. */
const end = (customerHash: string, metric: Metric, order: 'ASC' | 'DESC') => sql`(
  SELECT json_build_object(
           'date', to_char(date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'day', to_char(day, 'YYYY-MM-DD'),
           'value', ${COLUMN[metric]}::float8,
           'unit', measurement_unit)
  FROM sessions
  WHERE ${measured(customerHash)} AND ${COLUMN[metric]} IS NOT NULL
  ORDER BY date ${sql.raw(order)}, id ${sql.raw(order)}
  LIMIT 1)`;

type EndsRow = {
  length_entries: number;
  girth_entries: number;
  length_first: StoredMeasure | null;
  length_latest: StoredMeasure | null;
  girth_first: StoredMeasure | null;
  girth_latest: StoredMeasure | null;
  newest_unit: MeasurementUnit | null;
};

/**
 * One customer's length and girth ends in one statement: how many values of each, the first and latest
 * of each as stored, and the unit of their newest measured entry. Four index reads and one count.
 */
export async function measureEnds(db: Db, customerHash: string) {
  const result = await db.execute<EndsRow>(sql`
    SELECT count(length)::int AS length_entries,
           count(girth)::int AS girth_entries,
           ${end(customerHash, 'length', 'ASC')} AS length_first,
           ${end(customerHash, 'length', 'DESC')} AS length_latest,
           ${end(customerHash, 'girth', 'ASC')} AS girth_first,
           ${end(customerHash, 'girth', 'DESC')} AS girth_latest,
           (SELECT measurement_unit FROM sessions WHERE ${measured(customerHash)}
            ORDER BY date DESC, id DESC LIMIT 1) AS newest_unit
    FROM sessions
    WHERE ${measured(customerHash)}`);
  const row = result.rows[0];
  if (!row) throw new Error('an aggregate answers one row');
  return {
    newestUnit: row.newest_unit,
    length: { entries: row.length_entries, first: row.length_first, latest: row.length_latest },
    girth: { entries: row.girth_entries, first: row.girth_first, latest: row.girth_latest },
  };
}
