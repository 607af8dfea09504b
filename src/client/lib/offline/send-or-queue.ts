import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE } from '#shared/constants.ts';
import { getCustomerHash } from '../customer-hash.ts';
import { newIdempotencyKey } from '../idempotency-key.ts';
import { isHttpError } from '../request.ts';
import { offlineStorageAvailable } from './offline-stores.ts';
import { isOnline } from './online-status.ts';
import {
  bodyOf,
  type EntryPreview,
  entriesOf,
  entryKey,
  type OutboxAction,
  type OutboxEntry,
  photoOf,
} from './outbox-entry.ts';
import { loadOutbox, outboxEntries, putEntry } from './outbox-store.ts';
import { requestSync } from './sync-requests.ts';

/** A write that may wait in the outbox (docs/decisions/032). */
export interface QueueableWrite {
  action: OutboxAction;
  targetId: number | null;
  idempotencyKey: string;
  /** FormData or JSON; null for a delete. */
  body: FormData | unknown | null;
  preview: EntryPreview;
}

/** The write was kept on the device and will be sent when the connection allows. */
export type Queued = { queued: OutboxEntry };

export const isQueued = (result: unknown): result is Queued =>
  typeof result === 'object' && result !== null && 'queued' in result;

/** Offline where nothing can be kept on the device (the store's frame, storage refused). */
export class OfflineUnavailableError extends Error {
  constructor() {
    super(
      "You're offline, and entries can't be kept on this device here. Nothing was saved: try again when you're back online.",
    );
    this.name = 'OfflineUnavailableError';
  }
}

/** The device refused to keep the entry (storage full or blocked). */
export class OutboxStorageError extends Error {
  constructor() {
    super("This entry couldn't be kept on this device (its storage may be full). Nothing was saved.");
    this.name = 'OutboxStorageError';
  }
}

/** `sent`: it went out once without an answer, so the server may have it (it can't be changed then). */
async function queue(write: QueueableWrite, owner: string, sent = false): Promise<OutboxEntry> {
  const body = write.body === null ? null : bodyOf(write.body);
  const photo = photoOf(body);
  if (photo && photo.size > PHOTO_MAX_BYTES) throw new Error(PHOTO_TOO_LARGE_MESSAGE);
  const now = new Date();
  const id = newIdempotencyKey();
  const entry: OutboxEntry = {
    key: entryKey(now, id),
    id,
    owner,
    action: write.action,
    targetId: write.targetId,
    idempotencyKey: write.idempotencyKey,
    body,
    preview: write.preview,
    state: 'waiting',
    attempts: sent ? 1 : 0,
    error: null,
    queuedAt: now.toISOString(),
  };
  try {
    await putEntry(entry);
  } catch {
    throw new OutboxStorageError();
  }
  requestSync();
  return entry;
}

/**
 * Sends a write now, or keeps it in the outbox: when offline, when earlier entries are still waiting (so
 * writes reach the server in the order they were made), or when the connection drops on the way (then
 * the same idempotency key is sent again later, and the server stores it once). A refusal by the server
 * (an HTTP error) is thrown as before: the form shows it and keeps what was typed.
 */
export async function sendOrQueue<T>(write: QueueableWrite, send: () => Promise<T>): Promise<T | Queued> {
  const owner = getCustomerHash();
  if (!owner || !(await offlineStorageAvailable())) {
    if (!isOnline()) throw new OfflineUnavailableError();
    return send();
  }
  await loadOutbox();
  const earlier = entriesOf(outboxEntries(), owner).some((entry) => entry.state !== 'failed');
  if (!isOnline() || earlier) return { queued: await queue(write, owner) };
  try {
    return await send();
  } catch (err) {
    // fetch rejects with a TypeError when the request or its answer was lost on the way.
    if (isHttpError(err) || !(err instanceof TypeError)) throw err;
    return { queued: await queue(write, owner, true) };
  }
}
