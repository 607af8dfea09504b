import type { z } from 'zod';
import type { ErrorCode } from '../errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint, described once (docs/decisions/014): the server registers these schemas (answers are
 * checked and stripped to `response`), the client's typed call builds the request and parses the answer
 * with them, and the OpenAPI document is generated from them.
 */
export type Contract = {
  method: HttpMethod;
  /** The path with Fastify-style parameters, e.g. `/api/sessions/:id`. */
  path: string;
  /** One line for the API reference. */
  summary: string;
  /** A tag grouping endpoints in the API reference (the resource). */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body; for a multipart endpoint, the fields it reads (validated by the route, documented here). */
  body?: z.ZodType;
  /** The body is multipart/form-data (a photo), validated inside the route. */
  multipart?: true;
  /**
   * The write takes an optional `Idempotency-Key` header (docs/decisions/023): a repeat with the same key
   * answers the first result and changes nothing. Adds IDEMPOTENCY_ERRORS to the endpoint's codes.
   */
  idempotent?: true;
  /** The success status: 200 unless said. */
  status?: 200 | 201 | 302 | 303;
  /** The JSON answer; null for an answer that is not JSON (a file, a page, a redirect): see `produces`. */
  response: z.ZodType | null;
  /** The content type of a non-JSON answer. */
  produces?: string;
  /** Every error code the endpoint can answer, besides the ones any endpoint can (see COMMON_ERRORS). */
  errors: readonly ErrorCode[];
};

/** What any endpoint may answer, whatever it does. */
export const COMMON_ERRORS = [
  'MALFORMED_REQUEST',
  'RATE_LIMITED',
  'DATABASE_UNAVAILABLE',
  'INTERNAL',
] as const satisfies readonly ErrorCode[];

/** Declares a contract, keeping its exact types for the server route and the client call. */
export const defineContract = <const C extends Contract>(contract: C): C => contract;

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;

/** The answer a contract's client call resolves with. */
export type ResponseOf<C extends Contract> = C['response'] extends z.ZodType ? z.output<C['response']> : Blob;
/** What the route handler returns for a contract (before the response schema strips it). */
export type HandlerResult<C extends Contract> = C['response'] extends z.ZodType
  ? z.input<C['response']>
  : unknown;
export type ParamsOf<C extends Contract> = Infer<C['params']>;
export type QueryOf<C extends Contract> = Infer<C['query']>;
export type BodyOf<C extends Contract> = Infer<C['body']>;
/** The client's input: params, query and body as the schemas accept them; a multipart body as FormData. */
export type CallInput<C extends Contract> = {
  params?: Input<C['params']>;
  query?: Input<C['query']>;
  body?: Input<C['body']> | (C['multipart'] extends true ? FormData : never);
};

/** The path of a contract with its parameters filled in, e.g. `/api/sessions/7`. */
export function pathOf(contract: Pick<Contract, 'path'>, params: Record<string, unknown> = {}): string {
  return contract.path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${contract.path}: missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A call's URL: the contract's path with its parameters, then its query in the order given (unset values
 * left out), e.g. `/api/sessions?limit=5&kind=all`. The client calls exactly this URL; the server names the
 * same URLs in a page's preload hints, so the browser's fetch takes the preloaded answer.
 */
export function urlOf<C extends Contract>(
  contract: C,
  input: Pick<CallInput<C>, 'params' | 'query'>,
): string {
  const path = pathOf(contract, (input.params ?? {}) as Record<string, unknown>);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** A same-origin URL (path and query) with `customer_hash` set, last, as spec section 7 asks. */
export function withCustomerHashParam(url: string, customerHash: string): string {
  const at = url.indexOf('?');
  const query = new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
  query.set('customer_hash', customerHash);
  return `${at === -1 ? url : url.slice(0, at)}?${query}`;
}
