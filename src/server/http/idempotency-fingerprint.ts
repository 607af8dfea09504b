import { createHash } from 'node:crypto';

/** What identifies a write besides its key: its params, query and body (a file by its SHA-256). */
export type FingerprintInput = {
  params: unknown;
  query: unknown;
  /** A JSON body, or a multipart form's text fields. */
  body: unknown;
  /** For multipart: whether it was a form, and its file (null without one). */
  form?: { image: Buffer | null };
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** JSON with every object's keys sorted, so the same values always give the same text. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Buffer.isBuffer(value)) return JSON.stringify({ sha256: sha256(value) });
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/**
 * The request fingerprint stored with an idempotency key (docs/decisions/023): the SHA-256 of the
 * request's params, query and body in canonical JSON; a multipart form counts as its fields and its file's
 * SHA-256 (the bytes are never stored). A JSON body and a form with the same text differ.
 */
export function requestFingerprint(input: FingerprintInput): string {
  const shape = {
    params: input.params ?? null,
    query: input.query ?? null,
    body: input.body ?? null,
    form: input.form ? { image: input.form.image ? sha256(input.form.image) : null } : null,
  };
  return sha256(canonicalJson(shape));
}
