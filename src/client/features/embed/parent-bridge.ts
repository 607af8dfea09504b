import { isUsableHash } from '#client/lib/customer-hash.ts';
import {
  EMBED_MESSAGES,
  isAcceptedOrigin,
  isSetCustomerHashMessage,
  messageProofParams,
} from '#shared/embed-messages.ts';
import { type CustomerProof, proofFromParams } from '#shared/schemas/customer.ts';

/** What the bridge needs of the page; a fake in the unit tests. */
export interface BridgeWindow {
  location: { origin: string };
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface ParentBridgeOptions {
  win: BridgeWindow;
  /** Inside a frame: only then are trackerReady and trackerHeight posted. */
  embedded: boolean;
  /** Stores an accepted hash (source 'url'), exchanging its proof when the message carries one. */
  onCustomerHash: (customerHash: string, proof: CustomerProof | null) => void;
}

export interface ParentBridge {
  /**
   * The configured store origin, once GET /api/app-config has answered (null when none is configured or
   * the call failed). Messages that arrived before are handled now, and trackerReady is posted.
   */
  configure(storeOrigin: string | null): void;
  /** Posts the content height to the parent when it changed since the last post. */
  reportHeight(height: number): void;
  /** Stops listening. */
  stop(): void;
}

/**
 * The parent-page messages of spec section 4 and docs/store-embedding.md: announces readiness, accepts
 * setCustomerHash from the app's own origin or the store origin only (3+ characters), confirms it to the
 * sender, and reports the content height.
 */
export function createParentBridge({ win, embedded, onCustomerHash }: ParentBridgeOptions): ParentBridge {
  let configured = false;
  let storeOrigin: string | null = null;
  // The accepted origin that last messaged us: where heights go when no store origin is configured.
  let lastAcceptedOrigin: string | null = null;
  let lastHeight: number | null = null;
  const early: MessageEvent[] = [];

  // Heights and the ready ping carry no customer data, so '*' is acceptable when no origin is known.
  const parentOrigin = () => storeOrigin ?? lastAcceptedOrigin ?? '*';

  function post(
    target: { postMessage(message: unknown, targetOrigin: string): void },
    message: unknown,
    origin: string,
  ) {
    try {
      target.postMessage(message, origin);
    } catch {
      // A closed or unreachable window: nothing to tell.
    }
  }

  function handle(event: MessageEvent): void {
    if (!isSetCustomerHashMessage(event.data)) return;
    if (!isAcceptedOrigin(event.origin, win.location.origin, storeOrigin)) return;
    const customerHash = event.data.customerHash.trim();
    if (!isUsableHash(customerHash)) return;
    lastAcceptedOrigin = event.origin;
    onCustomerHash(customerHash, proofFromParams(messageProofParams(event.data)));
    const sender = isWindowLike(event.source) ? event.source : win.parent;
    post(sender, { type: EMBED_MESSAGES.customerHashReceived, customerHash }, event.origin);
  }

  function listener(event: MessageEvent): void {
    if (!isSetCustomerHashMessage(event.data)) return;
    // Until the store origin is known, a message from it cannot be judged: keep it for configure().
    if (configured) handle(event);
    else early.push(event);
  }

  win.addEventListener('message', listener);

  return {
    configure(origin) {
      if (configured) return;
      configured = true;
      storeOrigin = origin;
      for (const event of early.splice(0)) handle(event);
      if (embedded) post(win.parent, { type: EMBED_MESSAGES.ready }, storeOrigin ?? '*');
    },
    reportHeight(height) {
      if (!embedded || !configured || height <= 0 || height === lastHeight) return;
      lastHeight = height;
      post(win.parent, { type: EMBED_MESSAGES.height, height }, parentOrigin());
    },
    stop() {
      win.removeEventListener('message', listener);
      early.length = 0;
    },
  };
}

/** A Window (not a MessagePort or ServiceWorker) that sent a message. */
function isWindowLike(
  source: MessageEventSource | null,
): source is MessageEventSource & { postMessage(message: unknown, targetOrigin: string): void } {
  if (!source) return false;
  try {
    // Only a WindowProxy has a `window` that refers to itself; reading it is allowed cross-origin.
    return (source as Window).window === source;
  } catch {
    return false;
  }
}
