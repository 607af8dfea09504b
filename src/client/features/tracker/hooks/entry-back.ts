import { useLocation } from 'wouter';
import { entryOrigin } from '#client/components/entry-link.tsx';

const LABELS: Record<string, string> = { '/history': 'Back to History', '/photos': 'Back to Photos' };

/**
 * The detail's way back (docs/decisions/048): opened from a list, to that list as it was left (its filters
 * in its address, its scroll kept by the browser), by going back in history; opened from a shared link or
 * a bookmark, to the dashboard. `leave` is for an entry just deleted: its page leaves the history too.
 */
export function useEntryBack() {
  const [, navigate] = useLocation();
  const from = entryOrigin(window.history.state);
  const label = (from && LABELS[from.split('?')[0] ?? '']) || 'Back to Dashboard';
  const goBack = () => (from ? window.history.back() : navigate('/'));
  const leave = () => (from ? window.history.back() : navigate('/', { replace: true }));
  return { label, goBack, leave };
}
