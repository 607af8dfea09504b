import { entries as allEntries, del, set } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { outboxStore } from './offline-stores.ts';
import type { OutboxEntry } from './outbox-entry.ts';

// The outbox in IndexedDB (docs/decisions/032), with a copy in memory for the screens. Every change is
// written first, then announced: to this page's listeners and, through a BroadcastChannel, to the app's
// other tabs and the service worker's background sync, which read it again.

const CHANNEL = 'hang-tracker-outbox';
let snapshot: readonly OutboxEntry[] = [];
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

async function reload(): Promise<void> {
  const rows = await allEntries<string, OutboxEntry>(outboxStore());
  // Empty before and after (nearly always: nothing waits to be sent): the same snapshot, so no screen
  // renders again for nothing.
  if (rows.length === 0 && snapshot.length === 0) return;
  snapshot = rows.map(([, entry]) => entry).sort((a, b) => (a.key < b.key ? -1 : 1));
  notify();
}

function openChannel(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => void reload().catch(() => undefined);
}

/** Reads the outbox once (later calls wait for the same read). */
export function loadOutbox(): Promise<void> {
  openChannel();
  loaded ??= reload().catch(() => undefined);
  return loaded;
}

async function changed(): Promise<void> {
  await reload();
  channel?.postMessage('changed');
}

/** Every entry, oldest first, as last read. */
export const outboxEntries = (): readonly OutboxEntry[] => snapshot;

/** Adds or replaces an entry. Throws when the device refuses to keep it (storage full or blocked). */
export async function putEntry(entry: OutboxEntry): Promise<void> {
  await set(entry.key, entry, outboxStore());
  await changed();
}

/** Changes an entry that is still there (it may have been sent and removed meanwhile). */
export async function patchEntry(key: string, patch: Partial<OutboxEntry>): Promise<void> {
  const current = snapshot.find((entry) => entry.key === key);
  if (!current) return;
  await putEntry({ ...current, ...patch });
}

/** Removes an entry: the server has it, or the customer discarded it. */
export async function removeEntry(key: string): Promise<void> {
  await del(key, outboxStore());
  await changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void loadOutbox();
  return () => listeners.delete(listener);
}

/** The outbox's entries, re-rendering on every change (from this tab, another tab or the worker). */
export function useOutboxEntries(): readonly OutboxEntry[] {
  return useSyncExternalStore(subscribe, outboxEntries, () => snapshot);
}
