import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { LoadError, LoadingData } from '#client/components/load-states.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { isMeasurementEntry } from '#shared/devices.ts';
import { useSession } from '../api/session.ts';
import { MeasurementForm } from './measurement-form.tsx';
import { TrackerPage } from './tracker-page.tsx';

/** /measurement?edit={id}: a measurement entry in the 'Log Measurements' form, saved back in place. */
export function EditMeasurementPage() {
  const raw = new URLSearchParams(useSearch()).get('edit') ?? '';
  // Only a plain positive number is an id worth asking for; anything else is no such entry.
  const id = /^[1-9]\d{0,9}$/.test(raw) ? raw : null;
  const [, navigate] = useLocation();
  const customer = useCustomerHash();
  const entry = useSession(id);
  const error = customer.error ?? entry.error;

  let content: ReactNode;
  if (!id) content = <NotFound />;
  else if (error) content = <LoadError error={error} />;
  else if (!entry.data) content = <LoadingData />;
  // A training session is edited in the session form.
  else if (!isMeasurementEntry(entry.data.device)) content = <Redirect to={`/log?edit=${id}`} replace />;
  else {
    content = (
      <Card aria-labelledby="edit-measurement-title">
        <CardHeader>
          <CardTitle id="edit-measurement-title">Log Measurements</CardTitle>
          <CardDescription>Record your length and girth to follow your progress.</CardDescription>
        </CardHeader>
        <CardContent>
          <MeasurementForm key={entry.data.id} entry={entry.data} onSaved={() => navigate('/history')} />
        </CardContent>
      </Card>
    );
  }

  return (
    <TrackerPage title="Edit Measurement" back={{ href: '/history', label: 'Back to History' }}>
      {content}
    </TrackerPage>
  );
}

function NotFound() {
  return (
    <Card role="alert" className="mx-auto mt-6 max-w-md text-center">
      <CardHeader>
        <CardTitle>Session not found</CardTitle>
      </CardHeader>
      <CardContent>
        <NavButton href="/history" className="min-h-11">
          Back to History
        </NavButton>
      </CardContent>
    </Card>
  );
}
