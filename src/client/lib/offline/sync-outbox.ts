import { errorMessage, isHttpError } from '../request.ts';
import { isOnline } from './online-status.ts';
import { nextToSend, type OutboxEntry } from './outbox-entry.ts';
import { loadOutbox, outboxEntries, patchEntry, removeEntry } from './outbox-store.ts';

// Sends the outbox in order (docs/decisions/032). One sender at a time across the app's tabs and its
// worker (a Web Lock). Every attempt carries the entry's idempotency key, so an entry the server already
// has is answered with its first result and stored once, however often it is sent.

/** Sends one entry to the server; throws HttpError when the server answers with an error. */
export type SendEntry = (entry: OutboxEntry) => Promise<unknown>;

export const SYNC_LOCK = 'hang-tracker-outbox-sync';

/** Statuses that say "not now" rather than "no": the entry waits and is sent again later. */
const TRY_AGAIN_STATUSES = new Set([401, 408, 409, 425, 429]);

/** What to do with an entry after its attempt failed: wait and try again, or keep it as refused. */
export function failureOutcome(
  err: unknown,
): { retry: true } | { retry: false; code: string | null; message: string } {
  // A lost connection (fetch's TypeError), the server failing or busy: try again later.
  if (err instanceof TypeError) return { retry: true };
  if (!isHttpError(err))
    return { retry: false, code: null, message: 'The server sent an unexpected answer.' };
  if (err.status >= 500 || TRY_AGAIN_STATUSES.has(err.status)) return { retry: true };
  return {
    retry: false,
    code: err.code,
    message: errorMessage(err) ?? `The server refused this entry (${err.status}).`,
  };
}

export interface SyncResult {
  sent: OutboxEntry[];
  /** True when it stopped at an entry that must wait (offline, the server busy or unreachable). */
  interrupted: boolean;
  /** True when another tab or the worker was sending: nothing was done here. */
  busy?: boolean;
}

async function sendAll(
  owner: string,
  send: SendEntry,
  onSent: (entry: OutboxEntry) => void,
): Promise<SyncResult> {
  const sent: OutboxEntry[] = [];
  await loadOutbox();
  for (let entry = nextToSend(outboxEntries(), owner); entry; entry = nextToSend(outboxEntries(), owner)) {
    if (!isOnline()) return { sent, interrupted: true };
    await patchEntry(entry.key, { state: 'syncing', attempts: entry.attempts + 1 });
    try {
      await send(entry);
      await removeEntry(entry.key);
      sent.push(entry);
      onSent(entry);
    } catch (err) {
      const outcome = failureOutcome(err);
      if (outcome.retry) {
        await patchEntry(entry.key, { state: 'waiting' });
        return { sent, interrupted: true };
      }
      await patchEntry(entry.key, {
        state: 'failed',
        error: { code: outcome.code, message: outcome.message },
      });
    }
  }
  return { sent, interrupted: false };
}

/**
 * Sends the customer's waiting entries, oldest first, until one must wait. A refused entry is kept as
 * failed with the server's reason, and the next ones are still sent. Does nothing when another tab or the
 * worker is already sending (it sends these too).
 */
export async function syncOutbox(
  owner: string | null,
  send: SendEntry,
  onSent: (entry: OutboxEntry) => void = () => undefined,
): Promise<SyncResult> {
  if (!owner || !isOnline()) return { sent: [], interrupted: true };
  if (typeof navigator === 'undefined' || !navigator.locks) return sendAll(owner, send, onSent);
  const result = await navigator.locks.request(SYNC_LOCK, { ifAvailable: true }, (lock) =>
    lock ? sendAll(owner, send, onSent) : null,
  );
  return result ?? { sent: [], interrupted: false, busy: true };
}
