import { useSyncExternalStore } from 'react';
import { appPath, basePath } from '#client/lib/base-path.ts';

// The service worker's side in the page (docs/decisions/024): registers /sw.js for where the app is served
// (the root or the store's app-proxy path), and offers a new version once it has installed. Taking the new
// version (a reload) happens only when the user asks, never on its own, so no form is lost.

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | null): void {
  waiting = worker;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The new version's worker, installed and waiting for the user's say, or null. */
export const useWaitingWorker = (): ServiceWorker | null =>
  useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  );

/**
 * Watches a registration for a new version. A worker installed while a page is controlled is an update
 * (the very first install is not: nothing to reload). Also looks for one when the app returns to the
 * foreground, as an installed app may stay open for days.
 */
export function watchRegistration(
  registration: ServiceWorkerRegistration,
  container: ServiceWorkerContainer,
) {
  const offer = (worker: ServiceWorker) => {
    if (container.controller) setWaiting(worker);
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}

/**
 * Registers the worker. Not inside the store's frame: a cross-site frame's worker and caches are
 * partitioned or refused (third-party storage blocked), nobody installs an app from a frame, and the store's
 * page is there anyway. Any refusal (private browsing, a browser without workers, a blocked script) leaves
 * the app as it was, online only, without an error.
 */
export async function registerServiceWorker(options: { embedded: boolean }): Promise<void> {
  if (options.embedded || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  try {
    const registration = await container.register(appPath('/sw.js'), {
      scope: `${basePath()}/`,
      updateViaCache: 'none',
    });
    watchRegistration(registration, container);
  } catch {
    // Registration refused: the app works online as before.
  }
}

/** Takes the waiting version: the worker takes over, then the page reloads once (the user asked). */
export function applyUpdate(
  worker: ServiceWorker,
  container: ServiceWorkerContainer = navigator.serviceWorker,
) {
  container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
