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

export type SetCustomerHashMessage = { type: typeof EMBED_MESSAGES.setCustomerHash; customerHash: string };

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
