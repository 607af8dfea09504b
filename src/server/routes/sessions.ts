import type { FastifyInstance } from 'fastify';
import * as contracts from '#shared/contracts/sessions.ts';
import { hashOnlyRateLimit } from '../customers/hash-rate-limit.ts';
import { resolveCustomer } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { readSessionRequest } from '../lib/multipart.ts';
import { presentSession } from '../presenters/session.ts';
import { customerSessionsCsv } from '../services/exports/customer-sessions-csv.ts';
import { createSession } from '../services/sessions/create-session.ts';
import { deleteSession } from '../services/sessions/delete-session.ts';
import { readEntryPoints } from '../services/sessions/entry-points.ts';
import { getSession } from '../services/sessions/get-session.ts';
import { listSessions } from '../services/sessions/list-sessions.ts';
import { parseSessionInput } from '../services/sessions/session-input.ts';
import { sessionStats } from '../services/sessions/session-stats.ts';
import { updateSession } from '../services/sessions/update-session.ts';

/** /api/sessions: list, stats, CSV export, read, create (multipart or JSON), update, delete, for the request's customer. */
export async function sessionRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const extras = { config: { rateLimit: hashOnlyRateLimit(deps.config) } };

  contractRoute(
    app,
    contracts.listSessions,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      const rows = await listSessions(deps, customerHash, request.query.kind, request.query.limit);
      return rows.map(presentSession);
    },
    extras,
  );

  contractRoute(
    app,
    contracts.getSessionStats,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return sessionStats(deps, customerHash, request.query.tz);
    },
    extras,
  );

  contractRoute(
    app,
    contracts.exportSessions,
    async (request, reply) => {
      const { customerHash } = await resolveCustomer(request, deps);
      const csv = customerSessionsCsv(deps, customerHash);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv.stream);
    },
    extras,
  );

  contractRoute(
    app,
    contracts.getSession,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      const entry = await getSession(deps.db, customerHash, request.params.id);
      return presentSession({ ...entry, points: await readEntryPoints(deps.db, customerHash, entry.id) });
    },
    extras,
  );

  contractRoute(
    app,
    contracts.createSession,
    async (request, reply) => {
      const { customerHash } = await resolveCustomer(request, deps);
      const form = await readSessionRequest(request);
      const input = parseSessionInput(deps.config, form.fields);
      reply.status(201);
      return presentSession(await createSession(deps, customerHash, input, form.image));
    },
    extras,
  );

  contractRoute(
    app,
    contracts.updateSession,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      // Another customer's session answers 404 before its form (and photo) is read.
      await getSession(deps.db, customerHash, request.params.id);
      const form = await readSessionRequest(request);
      const input = parseSessionInput(deps.config, form.fields);
      return presentSession(await updateSession(deps, customerHash, request.params.id, input, form.image));
    },
    extras,
  );

  contractRoute(
    app,
    contracts.deleteSession,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      await deleteSession(deps, customerHash, request.params.id);
      return { message: 'Session deleted' };
    },
    extras,
  );
}
