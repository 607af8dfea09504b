import { withCustomerHashParam } from '#shared/contracts/contract.ts';
import { type ErrorCode, errorBody } from '#shared/errors.ts';
import { appPath } from './base-path.ts';
import { getCustomerHash } from './customer-hash.ts';
import { rememberFigures } from './i18n/figured-messages.ts';
import { storeSessionHeaders } from './store-session.ts';

/** A non-ok HTTP answer. The message is `${status}: ${body text || statusText}` (spec section 8). */
export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: string;
  /** The server's error code (src/shared/errors.ts), when the body carries one; decide on this. */
  readonly code: ErrorCode | null;
  /** The field a validation error is about, if any. */
  readonly field: string | null;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    const parsed = parseErrorBody(body);
    if (parsed) rememberFigures(parsed);
    this.code = parsed?.code ?? null;
    this.field = parsed?.field ?? null;
  }
}

function parseErrorBody(body: string) {
  try {
    const parsed = errorBody.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const WRITE_PATHS_WITHOUT_HASH = ['/api/login', '/api/register', '/api/logout', '/api/forgot-password'];
const READ_PATHS_WITHOUT_HASH = ['/api/login', '/api/register', '/api/logout', '/api/user'];

/**
 * Adds customer_hash to the path's query unless the path is one of the excluded ones (spec section 7). The
 * hash is whatever section 4 resolves to now, from any source (storage, URL, the signed-in user's, the
 * cookie lookup's); never the auth-page marker or a hash shorter than 3 characters.
 */
export function withCustomerHash(path: string, excluded: readonly string[]): string {
  const hash = getCustomerHash();
  if (!hash || excluded.some((skip) => path.includes(skip))) return appPath(path);
  if (/^https?:/.test(path)) {
    const url = new URL(path);
    url.searchParams.set('customer_hash', hash);
    return url.toString();
  }
  return appPath(withCustomerHashParam(path, hash));
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => '');
  throw new HttpError(response.status, response.statusText, body);
}

/** Headers a write adds to its own (an `Idempotency-Key`, docs/decisions/023). */
export type ExtraHeaders = Record<string, string>;

/** A write (POST, PUT, DELETE...). Sends JSON when a body is given; throws HttpError on any non-ok answer. */
export async function apiRequest(
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: ExtraHeaders = {},
): Promise<Response> {
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { ...storeSessionHeaders(), ...extraHeaders },
  };
  if (body !== undefined) {
    init.headers = { ...storeSessionHeaders(), ...extraHeaders, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(withCustomerHash(path, WRITE_PATHS_WITHOUT_HASH), init);
  await throwIfNotOk(response);
  return response;
}

/** A write whose answer is JSON. */
export async function apiSend<T>(
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: ExtraHeaders = {},
): Promise<T> {
  const response = await apiRequest(method, path, body, extraHeaders);
  return (await response.json()) as T;
}

/**
 * A multipart write (FormData) whose answer is JSON. No Content-Type is set here: the browser adds it with
 * the boundary. Same credentials, customer_hash rule and errors as apiRequest.
 */
export async function apiSendForm<T>(
  method: string,
  path: string,
  form: FormData,
  extraHeaders: ExtraHeaders = {},
): Promise<T> {
  const response = await fetch(withCustomerHash(path, WRITE_PATHS_WITHOUT_HASH), {
    method,
    credentials: 'include',
    headers: { ...storeSessionHeaders(), ...extraHeaders, Accept: 'application/json' },
    body: form,
  });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** A read expecting JSON; throws HttpError on any non-ok answer, 401 included. */
export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(withCustomerHash(path, READ_PATHS_WITHOUT_HASH), {
    credentials: 'include',
    headers: { ...storeSessionHeaders(), Accept: 'application/json' },
  });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/**
 * A read of a file (e.g. a CSV export) as a Blob, with the same credentials, customer_hash rule and errors
 * as apiGet.
 */
export async function apiGetBlob(path: string): Promise<Blob> {
  const response = await fetch(withCustomerHash(path, READ_PATHS_WITHOUT_HASH), {
    credentials: 'include',
    headers: storeSessionHeaders(),
  });
  await throwIfNotOk(response);
  return response.blob();
}

/** The server's `{message}` from an HttpError, or null (network failure, empty or non-JSON body). */
export function errorMessage(err: unknown): string | null {
  if (!(err instanceof HttpError) || !err.body) return null;
  try {
    const parsed: unknown = JSON.parse(err.body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message || null;
    }
  } catch {
    // Not JSON: no server message to show.
  }
  return null;
}

/** True when the server answered (any status); false for network failures and other exceptions. */
export function isHttpError(err: unknown): err is HttpError {
  return err instanceof HttpError;
}

/** True for an HttpError whose body carries one of these error codes. */
export function hasCode(err: unknown, ...codes: ErrorCode[]): boolean {
  return err instanceof HttpError && err.code !== null && codes.includes(err.code);
}

/** True for an HttpError with the given status. */
export function hasStatus(err: unknown, status: number): boolean {
  return err instanceof HttpError && err.status === status;
}
