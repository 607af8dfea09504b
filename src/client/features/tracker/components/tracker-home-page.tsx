import { TrackerPage } from '#client/components/layouts/tracker-page.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import '../messages.ts';
import { DashboardContent } from './dashboard-content.tsx';

/**
 * The tracker dashboard (/): summary, quote, and the Device and Measurements tabs (spec section 2), in the
 * tracker's one top bar and tab bar (docs/decisions/049).
 */
export function TrackerHomePage() {
  const t = useT();
  return (
    <TrackerPage title={t('screen.home.title')} hideTitle width="wide">
      <DashboardContent />
    </TrackerPage>
  );
}
