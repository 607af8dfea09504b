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

/**
 * Once the page has painted (its loading spinner, docs/decisions/033): a task after the next frame, or
 * after FIRST_PAINT_WAIT_MS in a tab that draws no frames (hidden).
 */
const FIRST_PAINT_WAIT_MS = 100;
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, FIRST_PAINT_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The rest runs in two tasks after the first paint (docs/decisions/037, 040): the shared libraries and the
// app's shell (request.ts is one of the shell's modules: importing it runs its chunk and the libraries'),
// then start-app, the app's own start. index.html preloads their chunks (vite-preload-start.ts), so nothing
// waits on the network.
void afterFirstPaint()
  .then(() => import('./lib/request.ts'))
  .then(nextTask)
  .then(() => import('./start-app.tsx'))
  .then(({ startApp }) => startApp(root));
