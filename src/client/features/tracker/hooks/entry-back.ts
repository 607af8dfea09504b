import { useLocation } from 'wouter';
import { entryOrigin } from '#client/components/entry-link.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import '../messages.ts';

/** The title of the list an entry was opened from, by its path ("History" in "Back to History"). */
const SCREENS: Record<string, string> = {
  '/history': 'screen.history.title',
  '/photos': 'screen.photos.title',
};

/**
 * The detail's way back (docs/decisions/048): opened from a list, to that list as it was left (its filters
 * in its address, its scroll kept by the browser), by going back in history; opened from a shared link or
 * a bookmark, to the dashboard. `leave` is for an entry just deleted: its page leaves the history too.
 */
export function useEntryBack() {
  const t = useT();
  const [, navigate] = useLocation();
  const from = entryOrigin(window.history.state);
  const screen = (from && SCREENS[from.split('?')[0] ?? '']) || 'screen.home.title';
  const label = t('nav.backTo', { screen: t(screen) });
  const goBack = () => (from ? window.history.back() : navigate('/'));
  const leave = () => (from ? window.history.back() : navigate('/', { replace: true }));
  return { label, goBack, leave };
}
