import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useSearch } from 'wouter';
import { usePreferredUnit } from '#client/api/preferences.ts';
import { TrackerPage } from '#client/components/layouts/tracker-page.tsx';
import { LoadError, LoadingData } from '#client/components/load-states.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { isMeasurementEntry } from '#shared/devices.ts';
import { useSession } from '../api/session.ts';
import { useSessionCheckin } from '../api/session-checkin.ts';
import { useEntryBack } from '../hooks/entry-back.ts';
import { DeleteSessionDialog } from './delete-session-dialog.tsx';
import { EntryDetail } from './entry-detail.tsx';
import '../messages.ts';

/**
 * /entry?id={id}: one entry in full, opened from the lists, the history or the gallery (docs/decisions/048).
 * Another customer's entry, or none, is a load error like any other: 'Unable to Load Data'.
 */
export function EntryPage() {
  const t = useT();
  const raw = new URLSearchParams(useSearch()).get('id') ?? '';
  // Only a plain positive number can name an entry; anything else is not asked for.
  const id = /^[1-9]\d{0,9}$/.test(raw) ? raw : null;
  const customer = useCustomerHash();
  const entry = useSession(id);
  const checkin = useSessionCheckin(id);
  const preferredUnit = usePreferredUnit();
  const back = useEntryBack();
  const [deleting, setDeleting] = useState(false);
  const error = customer.error ?? entry.error;

  // Once shown, an entry stays until the page is left: deleting it refreshes its query, which then fails.
  let content: ReactNode;
  if (entry.data) {
    content = (
      <EntryDetail
        entry={entry.data}
        checkin={checkin.data?.checkin ?? null}
        preferredUnit={preferredUnit}
        onDelete={() => setDeleting(true)}
      />
    );
  } else if (!id || error) content = <LoadError error={error} />;
  else content = <LoadingData shape="detail" />;

  const title = !entry.data
    ? t('screen.entry.title')
    : isMeasurementEntry(entry.data.device)
      ? t('screen.measurement.title')
      : t('tracker.entry.session');
  return (
    <TrackerPage
      title={title}
      actions={
        <Button variant="outline" size="sm" className="min-h-11" onClick={back.goBack}>
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Button>
      }
      after={
        <DeleteSessionDialog
          session={deleting && entry.data ? entry.data : null}
          onClose={() => setDeleting(false)}
          onDeleted={back.leave}
        />
      }
    >
      {content}
    </TrackerPage>
  );
}
