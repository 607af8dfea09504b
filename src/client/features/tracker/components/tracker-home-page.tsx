import { PlaceholderPage } from '../../../components/layouts/placeholder-page.tsx';

/** The tracker dashboard (/); the tracker issue replaces this placeholder. */
export function TrackerHomePage() {
  return <PlaceholderPage title="Dashboard" />;
}
