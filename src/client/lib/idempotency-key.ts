import { useState } from 'react';

/**
 * A new idempotency key (docs/decisions/023): a random UUID. `crypto.randomUUID` needs a secure context;
 * elsewhere (a LAN address in development) the same v4 UUID is built from `crypto.getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Text that is the same for the same request: JSON, a form's entries in order, a file by name, size, type and date. */
export function requestSignature(request: unknown): string {
  if (request instanceof FormData) {
    const entries = [...request.entries()].map(([name, value]) =>
      typeof value === 'string'
        ? [name, value]
        : [name, [value.name, value.size, value.type, value.lastModified]],
    );
    return JSON.stringify({ form: entries });
  }
  return JSON.stringify({ json: request ?? null });
}

/** Keys of the actions not yet done, at most this many remembered. */
const REMEMBERED_ACTIONS = 20;

export type ActionKeys = {
  /** The key of this request: the one it had if it was sent before and not answered yet, else a new one. */
  keyFor: (request: unknown) => string;
  /** The request was answered: the same request sent again is a new action, with a new key. */
  settle: (request: unknown) => void;
};

/**
 * One idempotency key per user action: a retry of the same request (the button pressed again after a
 * network failure, a mutation's retry) sends the same key, so the server saves it once; once answered, or
 * when the request changes (the form was edited), the next send gets a new key.
 */
export function createActionKeys(): ActionKeys {
  const pending = new Map<string, string>();
  return {
    keyFor(request) {
      const signature = requestSignature(request);
      let key = pending.get(signature);
      if (!key) {
        key = newIdempotencyKey();
        pending.set(signature, key);
        const oldest = pending.keys().next().value;
        if (pending.size > REMEMBERED_ACTIONS && oldest !== undefined) pending.delete(oldest);
      }
      return key;
    },
    settle(request) {
      pending.delete(requestSignature(request));
    },
  };
}

/** The action keys of one component's mutation, kept for its lifetime. */
export function useActionKeys(): ActionKeys {
  return useState(createActionKeys)[0];
}
