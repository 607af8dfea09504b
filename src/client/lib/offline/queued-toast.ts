import type { ToastInput } from '../toast.ts';

/** The toast after a write was kept on the device instead of sent (docs/decisions/032). */
export function queuedToast(what: 'entry' | 'change' | 'deletion' = 'entry'): ToastInput {
  const title = {
    entry: 'Saved on this device',
    change: 'Change saved on this device',
    deletion: 'Deletion saved on this device',
  }[what];
  return { title, description: 'It will sync by itself when the connection is back.' };
}
