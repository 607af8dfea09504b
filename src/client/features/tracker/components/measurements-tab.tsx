import { useQueryClient } from '@tanstack/react-query';
import { keptSessions } from '#client/api/kept-sessions.ts';
import { usePreferences } from '#client/api/preferences.ts';
import { LoadError, LoadingData, NotKeptNotice } from '#client/components/load-states.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { useOnline } from '#client/lib/offline/online-status.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { RECENT_LIST_SIZE } from '#shared/constants.ts';
import { useSessions } from '../api/session-list.ts';
import { MeasurementCard } from './measurement-card.tsx';
import { MeasurementForm } from './measurement-form.tsx';
import { PendingEntries, usePendingEntries } from './pending-entries.tsx';
import { SessionList } from './session-list.tsx';
import '../messages.ts';

/** The Measurements tab: 'Log Measurements' and the 5 'Previous Measurements' (spec section 2). */
export function MeasurementsTab() {
  const t = useT();
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <MeasurementCard titleId="log-measurements-title">
        <MeasurementForm />
      </MeasurementCard>
      <Card aria-labelledby="previous-measurements-title">
        <CardHeader>
          <CardTitle id="previous-measurements-title">{t('tracker.measure.previous')}</CardTitle>
        </CardHeader>
        <CardContent>
          <PreviousMeasurements />
        </CardContent>
      </Card>
    </div>
  );
}

function PreviousMeasurements() {
  const t = useT();
  const measurements = useSessions('measurements', RECENT_LIST_SIZE);
  const preferences = usePreferences();
  const pending = usePendingEntries('measurements');
  const online = useOnline();
  const client = useQueryClient();
  const { customerHash } = useCustomerHash();
  // Offline, a list this device never loaded comes from the entries it kept elsewhere (the home's recent
  // ones, history pages), with the entries waiting to sync on top (docs/decisions/052).
  const kept =
    measurements.data || online
      ? undefined
      : keptSessions(client, 'measurements', RECENT_LIST_SIZE, customerHash);
  if (measurements.error && !kept?.length) return <LoadError error={measurements.error} />;
  const list = measurements.data ?? kept;
  const waiting = (
    <PendingEntries
      filter="measurements"
      details="measures"
      preferredUnit={preferences.data?.measurementUnit}
    />
  );
  if (!list?.length && !measurements.data) {
    if (online) return <LoadingData shape="rows" />;
    return (
      <>
        {waiting}
        {pending.length === 0 ? <NotKeptNotice inline /> : null}
      </>
    );
  }
  return (
    <>
      {waiting}
      {kept ? <p className="mb-2 text-sm text-slate-600">{t('tracker.measure.keptOffline')}</p> : null}
      <SessionList
        sessions={list ?? []}
        details="measures"
        emptyText={pending.length > 0 ? '' : t('tracker.measure.empty')}
        preferredUnit={preferences.data?.measurementUnit}
      />
    </>
  );
}
