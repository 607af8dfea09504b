import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { registerServiceWorker } from './features/app-update/hooks/service-worker.ts';
import { isEmbedded } from './lib/is-embedded.ts';
import { startOfflineData } from './lib/offline/start-offline.ts';
import { queryClient } from './lib/query-client.ts';
import { startTheme } from './lib/theme.ts';
import './styles.css';

// Inside the store's frame, pages size to their content (see styles.css), so the frame can fit them.
if (isEmbedded()) document.documentElement.dataset.embedded = '';

// Light or dark before the first paint: the device's choice, else the system setting.
startTheme();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

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

// The service worker (docs/decisions/024) after the page has loaded, so it never competes with the first load.
const startWorker = () => void registerServiceWorker({ embedded: isEmbedded() });
if (document.readyState === 'complete') startWorker();
else window.addEventListener('load', startWorker, { once: true });
