import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { pendingSession } from '#client/api/session-writes.ts';
import { TrackerPage } from '#client/components/layouts/tracker-page.tsx';
import { LoadError, LoadingData } from '#client/components/load-states.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { isEditable, type OutboxEntry } from '#client/lib/offline/outbox-entry.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { isMeasurementEntry } from '#shared/devices.ts';
import { useSession } from '../api/session.ts';
import { MeasurementCard } from './measurement-card.tsx';
import { MeasurementForm } from './measurement-form.tsx';
import { usePendingEntry } from './pending-entries.tsx';
import '../messages.ts';

/**
 * /measurement: a new measurement, the tab bar's Log > Log measurement (docs/decisions/049), in the same
 * 'Log Measurements' form as the home's Measurements tab;
 * /measurement?edit={id}: a measurement entry in the form, saved back in place;
 * /measurement?pending={client id}: one waiting in the outbox, corrected (docs/decisions/032).
 */
export function EditMeasurementPage() {
  const search = new URLSearchParams(useSearch());
  const pending = usePendingEntry(search.get('pending'));
  if (pending.id !== null) return <PendingMeasurementPage entry={pending.entry} />;
  if (!search.has('edit')) return <NewMeasurementPage />;
  return <SavedMeasurementPage raw={search.get('edit') ?? ''} />;
}

/** A new measurement: saved, the form clears for the next one, as on the home's tab (spec section 4). */
function NewMeasurementPage() {
  const t = useT();
  return (
    <TrackerPage title={t('tracker.measure.newTitle')} back={{ parent: '/' }}>
      <MeasurementCard titleId="log-measurements-title">
        <MeasurementForm />
      </MeasurementCard>
    </TrackerPage>
  );
}

function SavedMeasurementPage({ raw }: { raw: string }) {
  // Only a plain positive number is an id worth asking for; anything else is no such entry.
  const t = useT();
  const id = /^[1-9]\d{0,9}$/.test(raw) ? raw : null;
  const [, navigate] = useLocation();
  const customer = useCustomerHash();
  const entry = useSession(id);
  const error = customer.error ?? entry.error;

  let content: ReactNode;
  if (!id) content = <NotFound />;
  else if (error) content = <LoadError error={error} />;
  else if (!entry.data) content = <LoadingData shape="form" />;
  // A training session is edited in the session form.
  else if (!isMeasurementEntry(entry.data.device)) content = <Redirect to={`/log?edit=${id}`} replace />;
  else {
    content = (
      <MeasurementCard titleId="edit-measurement-title">
        <MeasurementForm key={entry.data.id} entry={entry.data} onSaved={() => navigate('/history')} />
      </MeasurementCard>
    );
  }

  return (
    <TrackerPage title={t('tracker.measure.editTitle')} back={{ parent: '/history' }}>
      {content}
    </TrackerPage>
  );
}

/** A measurement waiting in the outbox, in the form again: saving replaces what it will send. */
function PendingMeasurementPage({ entry }: { entry: OutboxEntry | null | undefined }) {
  const t = useT();
  const [, navigate] = useLocation();
  let content: ReactNode;
  if (entry === null || (entry && !isEditable(entry))) content = <NotFound />;
  else if (entry === undefined) content = <LoadingData shape="form" />;
  else {
    content = (
      <MeasurementCard titleId="edit-measurement-title">
        <MeasurementForm
          key={entry.key}
          entry={pendingSession(entry)}
          pending={entry}
          onSaved={() => navigate('/')}
        />
      </MeasurementCard>
    );
  }
  return (
    <TrackerPage title={t('tracker.measure.editTitle')} back={{ parent: '/' }}>
      {content}
    </TrackerPage>
  );
}

function NotFound() {
  const t = useT();
  return (
    <Card role="alert" className="mx-auto mt-6 max-w-md text-center">
      <CardHeader>
        <CardTitle>{t('tracker.measure.notFound')}</CardTitle>
      </CardHeader>
      <CardContent>
        <NavButton href="/history" className="min-h-11">
          {t('nav.backTo', { screen: t('screen.history.title') })}
        </NavButton>
      </CardContent>
    </Card>
  );
}
