import { isEmbedded } from './lib/is-embedded.ts';
import { startTheme } from './lib/theme.ts';
import './styles.css';

// Inside the store's frame, pages size to their content (see styles.css), so the frame can fit them.
if (isEmbedded()) document.documentElement.dataset.embedded = '';

// Light or dark before the first paint: the device's choice, else the system setting.
startTheme();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The rest of the app is evaluated on the next task (docs/decisions/037): the browser then runs the start
// in two tasks, the shared libraries with this module and the app's own modules after, instead of one
// long one. index.html preloads start-app's chunks (vite-preload-start.ts), so nothing waits on the network.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
void nextTask()
  .then(() => import('./start-app.tsx'))
  .then(({ startApp }) => startApp(root));
