import { CloudOff, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDeviceName } from '#client/api/device-names.ts';
import { useWeightUnit } from '#client/api/preferences.ts';
import { pendingSession } from '#client/api/session-writes.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { useSpeech } from '#client/lib/i18n/use-speech.ts';
import { useSpecMessage, useT } from '#client/lib/i18n/use-t.ts';
import { discardEntry, retryEntry } from '#client/lib/offline/outbox-actions.ts';
import { entriesOf, isEditable, type OutboxEntry } from '#client/lib/offline/outbox-entry.ts';
import { loadOutbox, useOutboxEntries } from '#client/lib/offline/outbox-store.ts';
import { toast } from '#client/lib/toast.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { isMeasurementEntry } from '#shared/devices.ts';
import { formatEntryDate } from '#shared/rules/entry-dates.ts';
import { measureDetails, sessionDetails } from '#shared/rules/session-display.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import { EntrySummary } from './entry-figures.tsx';
import '../messages.ts';

/** Which of the outbox's entries a list shows: all, or those with a length or girth (measurements). */
type PendingFilter = 'all' | 'measurements';

/**
 * What an entry's line says: whether it waits, is being sent or was refused (the server's reason, a spec
 * message, in the language shown), after 'Change' or 'Deletion' when it is one.
 */
function useStateLabel(): (entry: OutboxEntry) => string {
  const t = useT();
  const specMessage = useSpecMessage();
  return (entry) => {
    const state =
      entry.state === 'failed'
        ? t('tracker.entry.pending.failed', {
            reason:
              entry.error?.message !== undefined
                ? specMessage(entry.error.message)
                : t('tracker.entry.pending.refused'),
          })
        : entry.state === 'syncing'
          ? t('tracker.entry.pending.syncing')
          : t('tracker.entry.pending.waiting');
    if (entry.action === 'update') return t('tracker.entry.pending.update', { state });
    if (entry.action === 'delete') return t('tracker.entry.pending.delete', { state });
    return state;
  };
}

function shows(entry: OutboxEntry, filter: PendingFilter): boolean {
  if (filter === 'all') return true;
  return (
    isMeasurementEntry(entry.preview.device) || entry.preview.length !== null || entry.preview.girth !== null
  );
}

/** Where an entry is corrected: the form it was written in. */
function editHref(entry: OutboxEntry): string {
  const page = isMeasurementEntry(entry.preview.device) ? '/measurement' : '/log';
  return `${page}?pending=${encodeURIComponent(entry.id)}`;
}

/** The customer's entries waiting in the outbox (docs/decisions/032). */
export function usePendingEntries(filter: PendingFilter = 'all'): OutboxEntry[] {
  const entries = useOutboxEntries();
  const { customerHash } = useCustomerHash();
  return entriesOf(entries, customerHash).filter((entry) => shows(entry, filter));
}

/**
 * The outbox entry a page was opened for (`?pending={client id}`): undefined while the outbox is read,
 * null when it is not there (sent or discarded meanwhile, or another customer's).
 */
export function usePendingEntry(id: string | null): {
  id: string | null;
  entry: OutboxEntry | null | undefined;
} {
  const entries = usePendingEntries();
  const [read, setRead] = useState(false);
  useEffect(() => {
    void loadOutbox().then(() => setRead(true));
  }, []);
  if (id === null) return { id, entry: null };
  const entry = entries.find((candidate) => candidate.id === id);
  return { id, entry: entry ?? (read ? null : undefined) };
}

interface PendingEntriesProps {
  filter?: PendingFilter;
  /** 'measures' shows only length and girth, as Previous Measurements does. */
  details?: 'session' | 'measures';
  preferredUnit?: MeasurementUnit | undefined;
}

/**
 * Entries kept on this device and not yet on the server, above a list of saved ones: each says whether it
 * waits, is being sent or was refused (with the server's reason), and can be corrected, sent again or
 * discarded while the server does not have it.
 */
export function PendingEntries({ filter = 'all', details = 'session', preferredUnit }: PendingEntriesProps) {
  const t = useT();
  const entries = usePendingEntries(filter);
  const [toDiscard, setToDiscard] = useState<OutboxEntry | null>(null);
  if (entries.length === 0) return null;
  return (
    <section aria-label={t('tracker.entry.pending.region')} className="mb-2 border-b border-slate-100 pb-2">
      <ul className="divide-y divide-slate-100">
        {entries.map((entry) => (
          <PendingItem
            key={entry.key}
            entry={entry}
            details={details}
            preferredUnit={preferredUnit}
            onDiscard={setToDiscard}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={toDiscard !== null}
        onOpenChange={(open) => !open && setToDiscard(null)}
        title={t('tracker.entry.discardTitle')}
        description={t('tracker.entry.discardText')}
        confirmLabel={t('tracker.entry.discard')}
        cancelLabel={t('tracker.entry.cancel')}
        destructive
        onConfirm={() => {
          if (!toDiscard) return;
          discardEntry(toDiscard)
            .then(() => toast({ title: t('tracker.toast.discarded') }))
            .catch((err: Error) =>
              toast({ title: t('common.error'), description: err.message, variant: 'destructive' }),
            )
            .finally(() => setToDiscard(null));
        }}
      />
    </section>
  );
}

interface PendingItemProps {
  entry: OutboxEntry;
  details: 'session' | 'measures';
  preferredUnit: MeasurementUnit | undefined;
  onDiscard: (entry: OutboxEntry) => void;
}

function PendingItem({ entry, details, preferredUnit, onDiscard }: PendingItemProps) {
  const t = useT();
  const stateLabel = useStateLabel();
  const deviceName = useDeviceName();
  const weightUnit = useWeightUnit();
  const session = pendingSession(entry);
  const speech = useSpeech();
  const date = formatEntryDate(speech.format, session);
  const parts =
    details === 'measures'
      ? measureDetails(speech, session, preferredUnit)
      : sessionDetails(speech, session, preferredUnit, weightUnit);
  const failed = entry.state === 'failed';
  const editable = isEditable(entry);
  const name = `${deviceName(session.device)}, ${date}`;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <EntrySummary
        device={session.device}
        date={session.date}
        dateText={date}
        dateNote={entry.preview.photo ? ` · ${t('tracker.entry.pending.withPhoto')}` : ''}
        parts={parts}
        original=""
      >
        <p
          className={
            failed
              ? 'mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-300'
              : 'mt-1 flex items-start gap-1.5 text-sm font-medium text-amber-800 dark:text-amber-300'
          }
        >
          <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{stateLabel(entry)}</span>
        </p>
      </EntrySummary>
      {editable ? (
        <div className="flex shrink-0 flex-wrap gap-2 pl-8 sm:pl-0">
          {entry.action !== 'delete' ? (
            <NavButton href={editHref(entry)} variant="outline" size="sm">
              <Pencil aria-hidden="true" />
              {t('tracker.entry.edit')}
              <span className="sr-only">{`: ${name}`}</span>
            </NavButton>
          ) : null}
          {failed ? (
            <Button variant="outline" size="sm" onClick={() => void retryEntry(entry)}>
              <RefreshCw aria-hidden="true" />
              {t('tracker.entry.retry')}
              <span className="sr-only">{`: ${name}`}</span>
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={() => onDiscard(entry)}>
            <Trash2 aria-hidden="true" className="text-red-600" />
            {t('tracker.entry.discard')}
            <span className="sr-only">{`: ${name}`}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}
