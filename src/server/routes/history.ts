import type { FastifyInstance } from 'fastify';
import { listHistory as listHistoryContract } from '#shared/contracts/history.ts';
import { hashOnlyRateLimit } from '../customers/hash-rate-limit.ts';
import { resolveCustomer } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { presentSession } from '../presenters/session.ts';
import { listHistory } from '../services/sessions/list-history.ts';

/** /api/sessions/history: the request's customer's whole history, a page at a time, with check-ins. */
export async function historyRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  contractRoute(
    app,
    listHistoryContract,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      const page = await listHistory(deps, customerHash, request.query);
      const entries = page.entries.map((row) => ({
        ...presentSession(row),
        checkin: page.checkins.get(row.id) ?? null,
      }));
      return { entries, nextCursor: page.nextCursor };
    },
    { config: { rateLimit: hashOnlyRateLimit(deps.config) } },
  );
}
