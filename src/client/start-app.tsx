import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { registerServiceWorker } from './features/app-update/hooks/service-worker.ts';
import { isEmbedded } from './lib/is-embedded.ts';
import { startOfflineData } from './lib/offline/start-offline.ts';
import { queryClient } from './lib/query-client.ts';

/** Renders the app into `root` and registers the service worker; main.tsx calls it after the first paint. */
export function startApp(root: HTMLElement) {
  // The last data seen is put back first (docs/decisions/032), so the app opens offline with it. The first
  // render is a transition: React renders it in slices and the page stays responsive meanwhile, while the
  // spinner index.html painted stays up until the screen is ready (docs/decisions/033).
  void startOfflineData(queryClient).then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );

  // The service worker (docs/decisions/024) after the page has loaded, so it never competes with the first
  // load, and in a task of its own.
  const startWorker = () => setTimeout(() => void registerServiceWorker({ embedded: isEmbedded() }), 0);
  if (document.readyState === 'complete') startWorker();
  else window.addEventListener('load', startWorker, { once: true });
}
