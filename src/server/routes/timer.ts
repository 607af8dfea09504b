import type { FastifyInstance } from 'fastify';
import * as contracts from '#shared/contracts/timer.ts';
import { hashOnlyRateLimit } from '../customers/hash-rate-limit.ts';
import { resolveCustomer } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { discardTimer } from '../services/timer/discard-timer.ts';
import { finishTimer } from '../services/timer/finish-timer.ts';
import { getCurrentTimer } from '../services/timer/get-current-timer.ts';
import { pauseTimer } from '../services/timer/pause-timer.ts';
import { resumeTimer } from '../services/timer/resume-timer.ts';
import { startTimer } from '../services/timer/start-timer.ts';

/** /api/timer: start, read, pause, resume, finish and discard the request's customer's session timer. */
export async function timerRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const extras = { config: { rateLimit: hashOnlyRateLimit(deps.config) } };

  contractRoute(
    app,
    contracts.startTimer,
    async (request, reply) => {
      const { customerHash } = await resolveCustomer(request, deps);
      const timer = await startTimer(deps, customerHash, request.body);
      reply.status(201);
      return timer;
    },
    extras,
  );

  contractRoute(
    app,
    contracts.getCurrentTimer,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return { timer: await getCurrentTimer(deps, customerHash) };
    },
    extras,
  );

  contractRoute(
    app,
    contracts.pauseTimer,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return pauseTimer(deps, customerHash, request.params.id);
    },
    extras,
  );

  contractRoute(
    app,
    contracts.resumeTimer,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return resumeTimer(deps, customerHash, request.params.id);
    },
    extras,
  );

  contractRoute(
    app,
    contracts.finishTimer,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return finishTimer(deps, customerHash, request.params.id);
    },
    extras,
  );

  contractRoute(
    app,
    contracts.discardTimer,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      await discardTimer(deps, customerHash, request.params.id);
      return { message: 'Timer discarded' };
    },
    extras,
  );
}
