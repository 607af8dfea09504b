/**
 * The reference of `npm run bench`: a bare Fastify with one pg pool and no plugins, logging or checks, that
 * runs the app's own queries for one customer (BENCH_CUSTOMER_HASH). Its speed is the practical limit the
 * app's routes are measured against. Under /named the same queries go as named statements, as the app sends
 * them (docs/decisions/034): PostgreSQL plans each once per connection. Started by bench/server-speed.ts;
 * PORT, DATABASE_URL and DATABASE_POOL_SIZE (the app's, so both have as many connections) from it.
 */
import Fastify from 'fastify';
import pg from 'pg';

const env = process.env;
const customerHash = env.BENCH_CUSTOMER_HASH ?? '';
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: Number(env.DATABASE_POOL_SIZE ?? 10) });
const app = Fastify({ logger: false });

const LIST_SQL = `SELECT id, customer_hash, date, day, device, weight, duration, notes, image_url, completed,
  length, girth, measurement_unit FROM sessions WHERE customer_hash = $1 ORDER BY date DESC, id DESC LIMIT $2`;
const STATS_SQL = `SELECT count(*)::int AS sessions, coalesce(sum(duration), 0)::int AS minutes,
  count(DISTINCT (date AT TIME ZONE $2)::date)::int AS days
  FROM sessions WHERE customer_hash = $1 AND device <> 'Measurement Update'`;
const INSERT_SQL = `INSERT INTO sessions (customer_hash, device, duration, weight, length, girth, measurement_unit, notes, day)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, (now() AT TIME ZONE 'UTC')::date) RETURNING *`;

type Measurement = {
  device: string;
  duration: number;
  length: number;
  girth: number;
  measurementUnit: string;
};

app.get('/hello', async () => ({ hello: 'world' }));
for (const named of [false, true]) {
  const prefix = named ? '/named' : '';
  const query = (name: string, text: string, values: unknown[]) =>
    pool.query(named ? { name, text, values } : { text, values });
  app.get(`${prefix}/sessions`, async (request) => {
    const limit = Number((request.query as { limit?: string }).limit ?? 50);
    return (await query('list', LIST_SQL, [customerHash, limit])).rows;
  });
  app.get(`${prefix}/stats`, async () => (await query('stats', STATS_SQL, [customerHash, 'UTC'])).rows[0]);
  app.post(`${prefix}/measurements`, async (request, reply) => {
    const body = request.body as Measurement;
    const values = [
      customerHash,
      body.device,
      body.duration,
      null,
      body.length,
      body.girth,
      body.measurementUnit,
      '',
    ];
    reply.status(201);
    return (await query('insert', INSERT_SQL, values)).rows[0];
  });
}

await app.listen({ port: Number(env.PORT), host: '127.0.0.1' });
const stop = () => void app.close().then(() => pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
