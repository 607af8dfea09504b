import { useParentMessages } from '../hooks/use-parent-messages.ts';

/** Mounted once at the app's root: the messages between the tracker and the store page that embeds it. */
export function EmbedBridge() {
  useParentMessages();
  return null;
}
