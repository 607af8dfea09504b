import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A button in the toast, e.g. 'Undo'; the toast closes when it is pressed. */
  action?: { label: string; onClick: () => void };
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
  /** When it was shown (ms since epoch): a navigation keeps only the toast its own action just showed. */
  shownAt: number;
}

// One toast at a time (spec section 9): a new toast replaces the current one.
let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing any toast on screen. Usable anywhere, also outside React. */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  current = { ...input, id, open: true, shownAt: Date.now() };
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes the toast with this id (or the current one). */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = { ...current, open: false };
  emit();
}

/**
 * A toast shown by the action that caused a navigation (e.g. 'Session logged successfully!' then go to /)
 * is shown just before it; anything older is stale on the new screen (e.g. a failed sign-in's error on
 * the dashboard) and is closed.
 */
export const NAVIGATION_TOAST_GRACE_MS = 1000;

/** Closes the current toast when the screen changes, unless it was shown for this navigation. */
export function dismissStaleToastOnNavigation(now: number = Date.now()): void {
  if (current?.open && now - current.shownAt > NAVIGATION_TOAST_GRACE_MS) dismissToast(current.id);
}

/** The current toast, for tests and code outside React. */
export function currentToast(): ToastItem | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast on screen, if any. */
export function useCurrentToast(): ToastItem | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
