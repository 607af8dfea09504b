import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { useAppConfig } from '#client/api/app-config.ts';
import { usePreferences, useWeightUnit } from '#client/api/preferences.ts';
import { pendingSession } from '#client/api/session-writes.ts';
import { TrackerPage } from '#client/components/layouts/tracker-page.tsx';
import { LoadError, LoadingData, SessionNotFound } from '#client/components/load-states.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { isEditable, type OutboxEntry } from '#client/lib/offline/outbox-entry.ts';
import { hasStatus } from '#client/lib/request.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { usePrefetchHome } from '../api/home-reads.ts';
import { useSession } from '../api/session.ts';
import { useSessions } from '../api/session-list.ts';
import { usePendingEntry } from './pending-entries.tsx';
import { SessionForm } from './session-form.tsx';
import { useTimerPrefill } from './timer-prefill.ts';
import { TrackProgressBanner } from './track-progress-banner.tsx';
import '../messages.ts';

/**
 * Log Session (/log) and Edit Session (/log?edit={id}) (spec section 2); /log?pending={client id} corrects
 * an entry waiting in the outbox (docs/decisions/032).
 */
export function LogSessionPage() {
  const search = new URLSearchParams(useSearch());
  // A save goes home: its data is fetched ahead, as the router fetches its code (docs/decisions/052).
  usePrefetchHome();
  const pending = usePendingEntry(search.get('pending'));
  if (pending.id !== null) return <PendingSessionPage entry={pending.entry} />;
  return <SavedSessionPage editParam={search.get('edit') || null} />;
}

function SavedSessionPage({ editParam }: { editParam: string | null }) {
  const t = useT();
  // Only a positive whole number can name a session; anything else is 'Session not found' without asking.
  const badId = editParam !== null && !/^[1-9]\d{0,9}$/.test(editParam);
  const editId = badId ? null : editParam;
  const customer = useCustomerHash();
  const config = useAppConfig();
  const edited = useSession(editId);
  // A new session starts from the device last used and the preferred unit; neither blocks on failure.
  const last = useSessions('sessions', 1);
  const preferences = usePreferences();
  const weightUnit = useWeightUnit();
  const devices = useMemo(() => config.data?.devices.map((device) => device.label) ?? [], [config.data]);
  const error = customer.error ?? config.error ?? edited.error;
  const notFound = badId || hasStatus(edited.error, 404) || hasStatus(edited.error, 400);
  // The last session and the preferences wait for the customer hash (their queries are off until then, and
  // not "loading"): without it here the form would show, then unmount and come back empty once they load.
  const loading =
    !config.data ||
    (editId !== null && !edited.data) ||
    (editId === null && (!customer.customerHash || last.isLoading || preferences.isLoading));
  const lastDevice = last.data?.[0]?.device;
  const defaults = {
    device: lastDevice && devices.includes(lastDevice) ? lastDevice : undefined,
    measurementUnit: preferences.data?.measurementUnit,
    ...useTimerPrefill(devices),
  };

  return (
    <TrackerPage
      title={editParam ? t('tracker.log.editTitle') : t('screen.log.title')}
      back={{ href: '/', label: t('nav.backTo', { screen: t('screen.home.title') }) }}
    >
      <TrackProgressBanner />
      {notFound ? (
        <SessionNotFound />
      ) : error ? (
        <LoadError error={error} />
      ) : loading ? (
        <LoadingData shape="form" />
      ) : (
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <SessionForm
              // A unit known only later starts the form again, in that unit.
              key={`${editId ?? 'new'}-${weightUnit}`}
              devices={devices}
              session={edited.data ?? null}
              defaults={defaults}
              weightUnit={weightUnit}
            />
          </CardContent>
        </Card>
      )}
    </TrackerPage>
  );
}

/** A session waiting in the outbox, in the form again: saving replaces what it will send. */
function PendingSessionPage({ entry }: { entry: OutboxEntry | null | undefined }) {
  const t = useT();
  const config = useAppConfig();
  const weightUnit = useWeightUnit();
  const devices = useMemo(() => config.data?.devices.map((device) => device.label) ?? [], [config.data]);
  return (
    <TrackerPage
      title={t('tracker.log.editTitle')}
      back={{ href: '/', label: t('nav.backTo', { screen: t('screen.home.title') }) }}
    >
      {entry === null || (entry && !isEditable(entry)) ? (
        <SessionNotFound />
      ) : config.error ? (
        <LoadError error={config.error} />
      ) : !config.data || entry === undefined ? (
        <LoadingData shape="form" />
      ) : (
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <SessionForm
              key={`${entry.key}-${weightUnit}`}
              devices={devices}
              session={pendingSession(entry)}
              pending={entry}
              weightUnit={weightUnit}
            />
          </CardContent>
        </Card>
      )}
    </TrackerPage>
  );
}
