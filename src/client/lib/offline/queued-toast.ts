import { translate } from '../i18n/i18n.ts';
import type { ToastInput } from '../toast.ts';

/**
 * The toast after a write was kept on the device instead of sent (docs/decisions/032), in the language shown
 * (src/client/locales: the shell's catalog, always loaded).
 */
export function queuedToast(what: 'entry' | 'change' | 'deletion' = 'entry'): ToastInput {
  const title = {
    entry: () => translate('offline.queued.entry'),
    change: () => translate('offline.queued.change'),
    deletion: () => translate('offline.queued.deletion'),
  }[what]();
  return { title, description: translate('offline.queued.text') };
}
