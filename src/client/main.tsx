import { afterNextPaint } from './lib/after-paint.ts';
import { startTheme } from './lib/theme.ts';
import './styles.css';

// This module imports no library (docs/decisions/040): the browser runs it as soon as it has it, before
// or after the page's first paint, and it must not hold that paint back.

// Inside the store's frame, pages size to their content (see styles.css), so the frame can fit them. The
// test is isEmbedded's (lib/is-embedded.ts), written out: that module is in the shell's chunk, which would
// bring the libraries with it.
const inFrame = () => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};
if (inFrame()) document.documentElement.dataset.embedded = '';

// Light or dark before the first paint: the device's choice, else the system setting.
startTheme();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The rest runs after the first paint (the loading spinner, docs/decisions/033), in four tasks instead of
// one long one (docs/decisions/037, 040):
// - the libraries (importing React runs the `vendor` chunk);
// - the shell's modules (request.ts is one of them: importing it runs the `app` chunk);
// - start-app's modules (React DOM, the providers, the router);
// - the app's start: the first render and the service worker.
// index.html preloads all their chunks (vite-preload-start.ts), so nothing waits on the network.
void afterNextPaint()
  .then(() => import('react'))
  .then(nextTask)
  .then(() => import('./lib/request.ts'))
  .then(nextTask)
  .then(() => import('./start-app.tsx'))
  .then(async ({ startApp }) => {
    await nextTask();
    startApp(root);
  });
