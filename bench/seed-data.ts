import pg from 'pg';
import { deviceList, MEASUREMENT_DEVICE, WEIGHT_DEVICES } from '../src/shared/devices.ts';

export const BENCH_CUSTOMERS = 10_000;

/**
 * Sessions for the customers a subquery names (columns customer_hash, n), `perCustomer` each, spread over the
 * last three years: one in ten a measurement entry; notes sometimes with commas, quotes or a leading '=' so
 * the CSV export does its cell rules on real work.
 */
function sessionsInsert(customers: string, perCustomer: number): string {
  const devices = deviceList('').map((device) => device.label);
  const literal = (values: readonly string[]) =>
    `ARRAY[${values.map((value) => pg.escapeLiteral(value)).join(',')}]`;
  return `
    INSERT INTO sessions (customer_hash, date, day, device, duration, weight, notes, length, girth, measurement_unit)
    SELECT c.customer_hash, d.at, d.day, d.device,
           CASE WHEN d.device = ${pg.escapeLiteral(MEASUREMENT_DEVICE)} THEN 0 ELSE 5 + (c.n * 7 + i) % 55 END,
           CASE WHEN d.device = ANY(${literal(WEIGHT_DEVICES)}) THEN ((c.n + i) % 10) * 0.5 END,
           CASE (c.n + i) % 8 WHEN 0 THEN 'felt good, longer than last time'
                              WHEN 1 THEN '=1+1 "quoted" note'
                              WHEN 2 THEN 'short'
                              WHEN 3 THEN '' END,
           CASE WHEN d.device = ${pg.escapeLiteral(MEASUREMENT_DEVICE)} THEN 5 + ((c.n + i) % 300) / 100.0 END,
           CASE WHEN d.device = ${pg.escapeLiteral(MEASUREMENT_DEVICE)} THEN 4 + ((c.n + i) % 200) / 100.0 END,
           CASE WHEN c.n % 4 = 0 THEN 'centimeters' ELSE 'inches' END
      FROM (${customers}) c
     CROSS JOIN generate_series(1, ${perCustomer}) i
     CROSS JOIN LATERAL (
       SELECT CASE WHEN i % 10 = 0 THEN date_trunc('day', t) ELSE t END AS at,
              CASE WHEN i % 10 = 0 THEN (t AT TIME ZONE 'UTC')::date END AS day,
              CASE WHEN i % 10 = 0 THEN ${pg.escapeLiteral(MEASUREMENT_DEVICE)}
                   ELSE (${literal(devices)})[1 + (c.n + i) % ${devices.length}] END AS device
         FROM (SELECT now() - make_interval(hours => i * 26 + c.n % 24) AS t) ts
     ) d`;
}

const benchHash = (n: string) => `md5('bench-customer-' || ${n})`;

/**
 * Seeds `rows` sessions over 10,000 customers with accounts (users and customer_mapping rows), in one
 * transaction with INSERT ... SELECT generate_series; a database seeded before with as many rows is reused.
 */
export async function seedSessions(url: string, rows: number, say: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const perCustomer = Math.max(1, Math.round(rows / BENCH_CUSTOMERS));
    const seeded = await client.query<{ sessions: number }>(
      `SELECT count(*)::int AS sessions FROM sessions WHERE customer_hash = ${benchHash(String(BENCH_CUSTOMERS))}`,
    );
    if (seeded.rows[0]?.sessions === perCustomer) {
      say(`seed: reusing ${BENCH_CUSTOMERS * perCustomer} sessions over ${BENCH_CUSTOMERS} customers`);
      return;
    }
    say(`seed: ${BENCH_CUSTOMERS * perCustomer} sessions over ${BENCH_CUSTOMERS} customers (once)...`);
    const started = Date.now();
    await client.query('BEGIN');
    await client.query(
      `DELETE FROM sessions WHERE customer_hash IN (SELECT customer_hash FROM customer_mapping WHERE user_id LIKE 'bench-user-%')`,
    );
    await client.query(`DELETE FROM users WHERE id LIKE 'bench-user-%'`);
    await client.query(`
      INSERT INTO users (id, username, email, password, name, email_verified)
      SELECT 'bench-user-' || n, 'bench_' || n, 'bench-' || n || '@bench.invalid', 'not-a-password-hash',
             CASE WHEN n % 50 = 0 THEN 'Smith, Jo ' || n ELSE 'Bench ' || n END, true
        FROM generate_series(1, ${BENCH_CUSTOMERS}) n`);
    await client.query(`
      INSERT INTO customer_mapping (customer_hash, user_id, source)
      SELECT ${benchHash('n')}, 'bench-user-' || n, 'account' FROM generate_series(1, ${BENCH_CUSTOMERS}) n`);
    await client.query(
      sessionsInsert(
        `SELECT ${benchHash('n')} AS customer_hash, n FROM generate_series(1, ${BENCH_CUSTOMERS}) n`,
        perCustomer,
      ),
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
    say(`seed: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}

/** Gives one customer (the signed-in bench user) as many sessions as every seeded customer has. */
export function seedCustomer(url: string, customerHash: string, rows: number): Promise<void> {
  return seedSessionsOf(url, customerHash, Math.max(1, Math.round(rows / BENCH_CUSTOMERS)));
}

/** Replaces one customer's sessions with `count` of them, spread as seedSessions spreads them. */
export async function seedSessionsOf(url: string, customerHash: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DELETE FROM sessions WHERE customer_hash = $1', [customerHash]);
    await client.query(
      sessionsInsert(`SELECT ${pg.escapeLiteral(customerHash)}::text AS customer_hash, 1 AS n`, count),
    );
    // Earlier runs' writes and this reseeding leave dead entries at the head of the customer's index:
    // vacuumed, the list reads what a real customer's would.
    await client.query('VACUUM ANALYZE sessions');
  } finally {
    await client.end();
  }
}
