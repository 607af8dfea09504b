import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_PATTERN } from '#shared/constants.ts';
import type { Contract } from '#shared/contracts/contract.ts';
import { resolveCustomer } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { requestFingerprint } from '../http/idempotency-fingerprint.ts';
import { AppError } from '../lib/app-error.ts';
import { readSessionRequest } from '../lib/multipart.ts';
import {
  claimIdempotencyKey,
  type IdempotencyKeyRef,
} from '../services/idempotency/claim-idempotency-key.ts';
import {
  answerIdempotencyKey,
  releaseIdempotencyKey,
} from '../services/idempotency/settle-idempotency-key.ts';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Wraps the handler of an `idempotent` contract (docs/decisions/023); used by contractRoute. */
    idempotent: (contract: Contract, handler: Handler) => Handler;
  }
}

const INVALID_KEY_MESSAGE =
  'The Idempotency-Key header must be 8 to 255 letters, digits or _ . : - (a UUID), sent once.';

/**
 * The request's `Idempotency-Key`, or null without one. The IETF draft's form is a structured-field string
 * (in double quotes); a bare key is accepted too. Anything else answers 400 IDEMPOTENCY_KEY_INVALID.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? null : raw.trim();
  const key =
    value && value.length > 1 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new AppError('IDEMPOTENCY_KEY_INVALID', INVALID_KEY_MESSAGE, { field: 'Idempotency-Key' });
  return key;
}

/**
 * Idempotency keys on writes (docs/decisions/023). A write of an `idempotent` contract sent with an
 * `Idempotency-Key` header claims the key for its customer before it runs (the row is the lock: two
 * identical requests at once run once, the second answering 409 IDEMPOTENCY_IN_PROGRESS); its success is
 * stored as the contract's JSON answer and status, which every repeat with the same key and the same
 * request gets again (header `Idempotent-Replayed: true`) without running anything. The same key with
 * another body, entry or endpoint answers 422 IDEMPOTENCY_KEY_REUSED. A write that fails changed nothing:
 * its key is released, so a retry runs it again. Without the header, a write runs as before.
 */
export function registerIdempotency(app: FastifyInstance, deps: Deps): void {
  app.decorate('idempotent', (contract: Contract, handler: Handler): Handler => {
    const route = `${contract.method} ${contract.path}`;
    const responseSchema = contract.response;
    if (!responseSchema) throw new Error(`${route}: an idempotent contract answers JSON`);
    return async (request, reply) => {
      const key = idempotencyKeyOf(request);
      if (key === null) return handler(request, reply);
      const { customerHash } = await resolveCustomer(request, deps);
      // A form is read (and kept for the handler) first: its fields and photo are part of the fingerprint.
      const form = contract.multipart && request.isMultipart() ? await readSessionRequest(request) : null;
      const fingerprint = requestFingerprint({
        params: request.params,
        query: request.query,
        body: form ? form.fields : request.body,
        ...(form ? { form: { image: form.image } } : {}),
      });
      const ref: IdempotencyKeyRef = { customerHash, key };
      const claim = await claimIdempotencyKey(deps, { ...ref, route, fingerprint });
      if (claim.outcome === 'replay') {
        return reply
          .status(claim.status)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(claim.response));
      }
      let answer: unknown;
      let result: unknown;
      try {
        result = await handler(request, reply);
        answer = JSON.parse(JSON.stringify(z.encode(responseSchema, result)));
      } catch (err) {
        await releaseIdempotencyKey(deps, ref).catch((error: Error) =>
          request.log.warn({ err: error }, 'idempotency key release failed'),
        );
        throw err;
      }
      try {
        await answerIdempotencyKey(deps, ref, reply.statusCode, answer);
      } catch (err) {
        // The write is done: answer it. A repeat finds the claim unanswered (409) until its lease ends.
        request.log.warn({ err }, 'idempotency answer not stored');
      }
      return result;
    };
  });
}
