import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionListQuery, statsQuery } from '#shared/schemas/sessions.ts';
import { hashOnlyRateLimit } from '../customers/hash-rate-limit.ts';
import { resolveCustomer } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { readSessionRequest } from '../lib/multipart.ts';
import { presentSession } from '../presenters/session.ts';
import { today } from '../services/exports/csv-cells.ts';
import { exportSessionRows } from '../services/exports/session-rows.ts';
import { csvStream, SESSION_CSV_COLUMNS, sessionRecord } from '../services/exports/sessions-csv.ts';
import { preparePhoto } from '../services/photos/prepare-photo.ts';
import { createSession } from '../services/sessions/create-session.ts';
import { deleteSession } from '../services/sessions/delete-session.ts';
import { getSession } from '../services/sessions/get-session.ts';
import { listSessions } from '../services/sessions/list-sessions.ts';
import { parseSessionInput } from '../services/sessions/session-input.ts';
import { sessionStats } from '../services/sessions/session-stats.ts';
import { sessionValues } from '../services/sessions/session-values.ts';
import { updateSession } from '../services/sessions/update-session.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const hashQuery = z.object({ customer_hash: z.string().optional(), customerHash: z.string().optional() });

/** /api/sessions: list, stats, CSV export, read, create (multipart or JSON), update, delete, for the request's customer. */
export async function sessionRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const limit = hashOnlyRateLimit(deps.config);

  typed.get(
    '/api/sessions',
    { config: { rateLimit: limit }, schema: { querystring: sessionListQuery } },
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      const rows = await listSessions(deps, customerHash, request.query.kind, request.query.limit);
      return rows.map(presentSession);
    },
  );

  typed.get(
    '/api/sessions/stats',
    { config: { rateLimit: limit }, schema: { querystring: statsQuery } },
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return sessionStats(deps, customerHash, request.query.tz);
    },
  );

  typed.get(
    '/api/sessions/export',
    { config: { rateLimit: limit }, schema: { querystring: hashQuery } },
    async (request, reply) => {
      const { customerHash } = await resolveCustomer(request, deps);
      const stream = csvStream(
        exportSessionRows(deps.pool, [customerHash]),
        SESSION_CSV_COLUMNS,
        sessionRecord,
        deps.log,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sessions-${today()}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  typed.get(
    '/api/sessions/:id',
    { config: { rateLimit: limit }, schema: { params: idParams, querystring: hashQuery } },
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return presentSession(await getSession(deps.db, customerHash, request.params.id));
    },
  );

  typed.post(
    '/api/sessions',
    { config: { rateLimit: limit }, schema: { querystring: hashQuery } },
    async (request, reply) => {
      const { customerHash } = await resolveCustomer(request, deps);
      const form = await readSessionRequest(request);
      const input = parseSessionInput(deps.config, form.fields);
      const photo = form.image ? await preparePhoto(deps, customerHash, form.image) : null;
      const row = await createSession(deps, customerHash, input, sessionValues(input), photo);
      return reply.status(201).send(presentSession(row));
    },
  );

  typed.put(
    '/api/sessions/:id',
    { config: { rateLimit: limit }, schema: { params: idParams, querystring: hashQuery } },
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      await getSession(deps.db, customerHash, request.params.id);
      const form = await readSessionRequest(request);
      const input = parseSessionInput(deps.config, form.fields);
      const photo = form.image ? await preparePhoto(deps, customerHash, form.image) : null;
      const values = sessionValues(input);
      const row = await updateSession(deps, customerHash, request.params.id, input, values, photo);
      return presentSession(row);
    },
  );

  typed.delete(
    '/api/sessions/:id',
    { config: { rateLimit: limit }, schema: { params: idParams, querystring: hashQuery } },
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      await deleteSession(deps, customerHash, request.params.id);
      return { message: 'Session deleted' };
    },
  );
}
