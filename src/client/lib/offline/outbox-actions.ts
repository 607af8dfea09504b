import { newIdempotencyKey } from '../idempotency-key.ts';
import { bodyOf, type EntryPreview, isEditable, type OutboxEntry } from './outbox-entry.ts';
import { patchEntry, putEntry, removeEntry } from './outbox-store.ts';
import { requestSync } from './sync-requests.ts';

// What the customer may do with an entry that waits or was refused (docs/decisions/032).

/** Sends a refused entry again as it is (the server keeps nothing of a refusal, so the key is still good). */
export async function retryEntry(entry: OutboxEntry): Promise<void> {
  await patchEntry(entry.key, { state: 'waiting', error: null });
  requestSync();
}

/**
 * Replaces what an entry will save (the customer corrected it), in its place in the order. It gets a new
 * idempotency key: it is another write. Refused when the entry may already be on the server.
 */
export async function reviseEntry(
  entry: OutboxEntry,
  body: FormData | unknown,
  preview: EntryPreview,
): Promise<void> {
  if (!isEditable(entry)) throw new Error('This entry is being sent and can no longer be changed.');
  await putEntry({
    ...entry,
    body: bodyOf(body),
    preview,
    idempotencyKey: newIdempotencyKey(),
    state: 'waiting',
    attempts: 0,
    error: null,
  });
  requestSync();
}

/** Drops an entry the server never took. */
export async function discardEntry(entry: OutboxEntry): Promise<void> {
  if (!isEditable(entry)) throw new Error('This entry is being sent and can no longer be discarded.');
  await removeEntry(entry.key);
}
