/**
 * postMessage protocol between the tracker (in an iframe) and the store page that embeds it.
 * Store → tracker: setCustomerHash. Tracker → store: ready, receipt and content height.
 */
export const EMBED_MESSAGES = {
  ready: 'trackerReady',
  setCustomerHash: 'setCustomerHash',
  customerHashReceived: 'customerHashReceived',
  height: 'trackerHeight',
} as const;

/**
 * setCustomerHash carries the spec's customerHash and, in verified mode, the proof that lets the server act
 * as that customer: a store proof (`customer_id`, `issued_at`, `signature`) or an owner's invitation
 * (`expires`, `signature` for the customerHash). A bare hash is stored by the client and refused by the
 * server (docs/decisions/010-customer-identity.md).
 */
export type SetCustomerHashMessage = {
  type: typeof EMBED_MESSAGES.setCustomerHash;
  customerHash: string;
  customer_id?: string;
  issued_at?: number | string;
  expires?: number | string;
  signature?: string;
};

/** The proof fields of a setCustomerHash message as URL-style parameters (see proofFromParams). */
export function messageProofParams(message: SetCustomerHashMessage): URLSearchParams {
  const params = new URLSearchParams({ customer_hash: message.customerHash });
  for (const name of ['customer_id', 'issued_at', 'expires', 'signature'] as const) {
    const value = message[name];
    if (typeof value === 'string' || typeof value === 'number') params.set(name, String(value));
  }
  return params;
}

/** True for a well-formed setCustomerHash message (the origin is checked separately). */
export function isSetCustomerHashMessage(data: unknown): data is SetCustomerHashMessage {
  if (!data || typeof data !== 'object') return false;
  const message = data as Record<string, unknown>;
  return message.type === EMBED_MESSAGES.setCustomerHash && typeof message.customerHash === 'string';
}

/** True when a message origin may set the hash: the app's own origin or the configured store origin, exactly. */
export function isAcceptedOrigin(
  origin: string,
  ownOrigin: string,
  storeOrigin: string | null | undefined,
): boolean {
  return origin === ownOrigin || (!!storeOrigin && origin === storeOrigin);
}
