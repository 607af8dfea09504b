import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadScreenAt } from './app/screens.ts';
import { registerServiceWorker } from './features/app-update/hooks/service-worker.ts';
import { basePath } from './lib/base-path.ts';
import { reloadOnceOnChunkError } from './lib/chunk-reload.ts';
import { startLanguage } from './lib/i18n/language-choice.ts';
import { isEmbedded } from './lib/is-embedded.ts';
import { startOfflineData } from './lib/offline/start-offline.ts';
import { queryClient } from './lib/query-client.ts';
import { startTheme } from './lib/theme.ts';
import './styles.css';

// A screen whose chunk a deploy renamed reloads the page once (docs/decisions/062).
reloadOnceOnChunkError();
// Inside the store's frame, pages size to their content (styles.css), so the frame can fit them.
if (isEmbedded()) document.documentElement.dataset.embedded = '';
// Light or dark before the first render: the device's choice, else the system setting.
startTheme();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The screen's code is asked for now, alongside the reads the page's Link header started, not after the
// first render (docs/decisions/052).
preloadScreenAt(window.location.pathname.slice(basePath().length) || '/');

// Offline, the last data seen is put back first, so the app opens with it (docs/decisions/032). The page's
// language is shown from the first render: at once for English, after its catalog's chunk for another
// (docs/decisions/067).
void Promise.all([startOfflineData(queryClient), startLanguage()]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// The service worker (docs/decisions/024) once the page has loaded, so it never competes with the first load.
window.addEventListener('load', () => void registerServiceWorker({ embedded: isEmbedded() }), { once: true });
