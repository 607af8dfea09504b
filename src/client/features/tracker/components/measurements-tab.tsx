import { usePreferences } from '#client/api/preferences.ts';
import { LoadError } from '#client/components/load-states.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { RECENT_LIST_SIZE } from '#shared/constants.ts';
import { useSessions } from '../api/session-list.ts';
import { MeasurementCard } from './measurement-card.tsx';
import { MeasurementForm } from './measurement-form.tsx';
import { PendingEntries, usePendingEntries } from './pending-entries.tsx';
import { SessionList } from './session-list.tsx';

/** The Measurements tab: 'Log Measurements' and the 5 'Previous Measurements' (spec section 2). */
export function MeasurementsTab() {
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <MeasurementCard titleId="log-measurements-title">
        <MeasurementForm />
      </MeasurementCard>
      <Card aria-labelledby="previous-measurements-title">
        <CardHeader>
          <CardTitle id="previous-measurements-title">Previous Measurements</CardTitle>
        </CardHeader>
        <CardContent>
          <PreviousMeasurements />
        </CardContent>
      </Card>
    </div>
  );
}

function PreviousMeasurements() {
  const measurements = useSessions('measurements', RECENT_LIST_SIZE);
  const preferences = usePreferences();
  const pending = usePendingEntries('measurements');
  if (measurements.error) return <LoadError error={measurements.error} />;
  if (!measurements.data) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-slate-600">
        <Spinner />
        Loading your data...
      </div>
    );
  }
  return (
    <>
      <PendingEntries
        filter="measurements"
        details="measures"
        preferredUnit={preferences.data?.measurementUnit}
      />
      <SessionList
        sessions={measurements.data}
        details="measures"
        emptyText={pending.length > 0 ? '' : 'No measurements have been logged yet.'}
        preferredUnit={preferences.data?.measurementUnit}
      />
    </>
  );
}
