import { TrackerPage } from '#client/components/layouts/tracker-page.tsx';
import { DashboardContent } from './dashboard-content.tsx';

/**
 * The tracker dashboard (/): summary, quote, and the Device and Measurements tabs (spec section 2), in the
 * tracker's one top bar and tab bar (docs/decisions/049).
 */
export function TrackerHomePage() {
  return (
    <TrackerPage title="Dashboard" hideTitle width="wide">
      <DashboardContent />
    </TrackerPage>
  );
}
