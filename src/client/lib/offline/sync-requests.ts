// Asks whoever sends the outbox (features/offline's OutboxSync) to do so now: after an entry is queued.
const listeners = new Set<() => void>();

export function onSyncRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function requestSync(): void {
  for (const listener of listeners) listener();
}
