import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  LogLevel,
  onRequestHookHandler,
  preHandlerAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import {
  type BodyOf,
  COMMON_ERRORS,
  type Contract,
  type HandlerResult,
  type ParamsOf,
  type QueryOf,
} from '#shared/contracts/contract.ts';
import { IDEMPOTENCY_ERRORS } from '#shared/contracts/error-groups.ts';
import { ERROR_STATUS, type ErrorCode, errorBody } from '#shared/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every contract a route was registered for, by `METHOD path` (for the OpenAPI document and its test). */
    contracts: Map<string, Contract>;
  }
}

export type ContractRequest<C extends Contract> = FastifyRequest<{
  Params: ParamsOf<C>;
  Querystring: QueryOf<C>;
  Body: BodyOf<C>;
}>;

export type ContractHandler<C extends Contract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<HandlerResult<C> | FastifyReply>;

type RouteExtras = {
  config?: FastifyContextConfig;
  onRequest?: onRequestHookHandler;
  /** Runs after validation, e.g. a rate limit keyed on the body. */
  preHandler?: preHandlerAsyncHookHandler;
  logLevel?: LogLevel;
};

/** Every error code a contract can answer, its own and the common ones. */
export function errorCodesOf(contract: Contract): ErrorCode[] {
  const idempotency = contract.idempotent ? IDEMPOTENCY_ERRORS : [];
  return [...new Set<ErrorCode>([...contract.errors, ...idempotency, ...COMMON_ERRORS])];
}

/** The Fastify schema of a contract: its inputs, its JSON answer and an error body for each error status. */
function routeSchema(contract: Contract) {
  const response: Record<number, z.ZodType> = {};
  if (contract.response) response[contract.status ?? 200] = contract.response;
  for (const code of errorCodesOf(contract)) response[ERROR_STATUS[code]] = errorBody;
  return {
    summary: contract.summary,
    tags: [contract.tag],
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body && !contract.multipart ? { body: contract.body } : {}),
    response,
  };
}

/**
 * Registers the route of a contract: Fastify validates the inputs with the contract's schemas and checks
 * (and strips) the answer against its response schema, so nothing leaves that the contract does not name.
 * The handler stays thin: authorise, one service call, return what the contract answers. An `idempotent`
 * contract's handler runs behind the idempotency check (plugins/idempotency.ts, docs/decisions/023).
 */
export function contractRoute<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  extras: RouteExtras = {},
): void {
  app.contracts.set(`${contract.method} ${contract.path}`, contract);
  app.route({
    method: contract.method,
    url: contract.path,
    schema: routeSchema(contract),
    ...(extras.config ? { config: extras.config } : {}),
    ...(extras.onRequest ? { onRequest: extras.onRequest } : {}),
    ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
    ...(extras.logLevel ? { logLevel: extras.logLevel } : {}),
    handler: (contract.idempotent
      ? app.idempotent(contract, handler as never)
      : handler) as unknown as RouteHandlerMethod,
  });
}
