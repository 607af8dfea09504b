import { PlaceholderPage } from '../../../components/layouts/placeholder-page.tsx';

/** Log / Edit Session (/log); the tracker issue replaces this placeholder. */
export function LogSessionPage() {
  return <PlaceholderPage title="Log Session" />;
}
