import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '#shared/constants.ts';
import type { Contract } from '#shared/contracts/contract.ts';
import { errorCodesOf } from '../http/contract-route.ts';

const OPENAPI_PATH = '/api/openapi.json';
const DOCS_PREFIX = '/api/docs';

/** As strict as the app's own: Swagger UI's files only, its inline styles, nothing from elsewhere. */
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The optional header of an `idempotent` write (docs/decisions/023), as a JSON schema for the document. */
const idempotencyKeyHeader = {
  type: 'object',
  properties: {
    [IDEMPOTENCY_KEY_HEADER]: {
      type: 'string',
      pattern: IDEMPOTENCY_KEY_PATTERN.source,
      description:
        'Optional. A key the client generates per action (a UUID) and sends again on every retry of it: a ' +
        'repeat with the same key answers the first result (header Idempotent-Replayed: true) and changes ' +
        'nothing; the same key with another request answers 422 IDEMPOTENCY_KEY_REUSED; while the first ' +
        'still runs, 409 IDEMPOTENCY_IN_PROGRESS (Retry-After). Kept 8 days. May be sent as a quoted string.',
    },
  },
};

/** Adds what the schemas cannot say: the error codes, and the content type of a non-JSON answer. */
function withContract(schema: FastifySchema, contract: Contract | undefined): FastifySchema {
  if (!contract) return schema;
  const extended: Record<string, unknown> = { ...schema, 'x-error-codes': errorCodesOf(contract) };
  if (contract.idempotent) extended.headers = idempotencyKeyHeader;
  if (!contract.response) {
    const status = contract.status ?? 200;
    extended.response = {
      ...((schema.response as Record<string, unknown> | undefined) ?? {}),
      [status]:
        status >= 300
          ? { description: 'A redirect', headers: { Location: { schema: { type: 'string' } } } }
          : {
              description: contract.produces ?? 'A file',
              content: { [contract.produces ?? 'application/octet-stream']: { schema: { type: 'string' } } },
            },
    };
  }
  return extended as FastifySchema;
}

/**
 * The OpenAPI 3.1 document generated from the routes' contracts (GET /api/openapi.json) and a reference
 * page (/api/docs, Swagger UI, served with a CSP as strict as the app's). Registered before the routes, so
 * it sees each of them.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  app.decorate('contracts', new Map<string, Contract>());
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Progress Tracker API',
        version: '1',
        description:
          'Every error answers `{code, message}` (and `field` for a validation error); ' +
          '`x-error-codes` lists the codes an endpoint can answer (src/shared/errors.ts).',
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const method = [input.route.method].flat()[0];
      const contract = app.contracts.get(`${method} ${input.url}`);
      return { ...transformed, schema: withContract(transformed.schema, contract) };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: DOCS_CSP });
  app.get(OPENAPI_PATH, { schema: { hide: true } as FastifySchema }, async () => app.swagger());
}
