import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Contract } from '#shared/contracts/contract.ts';
import { defineContract } from '#shared/contracts/contract.ts';
import { registerErrorHandler } from '../plugins/error-handler.ts';
import { contractRoute } from './contract-route.ts';

const getThing = defineContract({
  method: 'GET',
  path: '/api/things/:id',
  summary: 'A thing',
  tag: 'test',
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: z.object({ id: z.number(), name: z.string() }),
  errors: ['NOT_FOUND'],
});

async function appWith(handler: (id: number) => unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('contracts', new Map<string, Contract>());
  registerErrorHandler(app);
  contractRoute(app, getThing, async (request) => handler(request.params.id) as { id: number; name: string });
  await app.ready();
  return app;
}

describe('contractRoute', () => {
  it('answers what the response schema names and strips everything else', async () => {
    const app = await appWith((id) => ({ id, name: 'rope', passwordHash: '$argon2id$secret' }));
    const response = await app.inject({ url: '/api/things/7' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 7, name: 'rope' });
  });

  it('refuses to send an answer that does not match its schema (a 500, not a wrong body)', async () => {
    const app = await appWith((id) => ({ id: String(id), title: 'wrong shape' }));
    const response = await app.inject({ url: '/api/things/7' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL' });
    expect(response.body).not.toContain('wrong shape');
  });

  it('validates the inputs with the contract: a bad parameter is a VALIDATION error naming the field', async () => {
    const app = await appWith((id) => ({ id, name: 'rope' }));
    const response = await app.inject({ url: '/api/things/abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', field: 'id' });
  });

  it('records the contract, so the OpenAPI document can list its error codes', async () => {
    const app = await appWith((id) => ({ id, name: 'rope' }));
    expect(app.contracts.get('GET /api/things/:id')).toBe(getThing);
  });
});
