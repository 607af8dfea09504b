import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDeviceName } from '#client/api/device-names.ts';
import { useWeightUnit } from '#client/api/preferences.ts';
import { EntryLink } from '#client/components/entry-link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { useSpeech } from '#client/lib/i18n/use-speech.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import { formatEntryDate } from '#shared/rules/entry-dates.ts';
import { isConverted, measureDetails, sessionDetails } from '#shared/rules/session-display.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import type { Session } from '#shared/schemas/sessions.ts';
import { AsEnteredToggle, EntrySummary } from './entry-figures.tsx';
import '../messages.ts';

interface SessionListProps {
  sessions: Session[];
  emptyText: string;
  /** 'measures' shows only length and girth (Previous Measurements). */
  details?: 'session' | 'measures';
  /** With it, each entry gets Edit and Delete buttons. */
  onDelete?: (session: Session) => void;
  /** The customer's preferred unit: lengths and girths are shown in it, the original on request. */
  preferredUnit?: MeasurementUnit | undefined;
}

/** A short list of entries, newest first, each opening its detail, or its empty state. */
export function SessionList({
  sessions,
  emptyText,
  details = 'session',
  onDelete,
  preferredUnit,
}: SessionListProps) {
  const [asEntered, setAsEntered] = useState(false);
  if (sessions.length === 0) {
    // No text when entries waiting to sync stand above the list.
    return emptyText ? <p className="py-6 text-center text-sm text-slate-600">{emptyText}</p> : null;
  }
  const showIn = asEntered ? undefined : preferredUnit;
  const anyConverted = sessions.some(
    (session) => (session.length !== null || session.girth !== null) && isConverted(session, preferredUnit),
  );
  return (
    <div>
      {anyConverted ? (
        <AsEnteredToggle pressed={asEntered} onToggle={() => setAsEntered(!asEntered)} />
      ) : null}
      <EntryList sessions={sessions} details={details} onDelete={onDelete} showIn={showIn} />
    </div>
  );
}

interface EntryListProps {
  sessions: Session[];
  details: 'session' | 'measures';
  onDelete: ((session: Session) => void) | undefined;
  showIn: MeasurementUnit | undefined;
}

function EntryList({ sessions, details, onDelete, showIn }: EntryListProps) {
  const t = useT();
  const deviceName = useDeviceName();
  const weightUnit = useWeightUnit();
  const speech = useSpeech();
  return (
    <ul className="divide-y divide-slate-100">
      {sessions.map((session) => {
        const date = formatEntryDate(speech.format, session);
        const parts =
          details === 'measures'
            ? measureDetails(speech, session, showIn)
            : sessionDetails(speech, session, showIn, weightUnit);
        const name = `${deviceName(session.device)}, ${date}`;
        const original = isConverted(session, showIn) ? measureDetails(speech, session).join(' · ') : '';
        return (
          <li
            key={session.id}
            className="relative flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <EntryLink id={session.id} name={name} />
            <EntrySummary
              device={session.device}
              date={session.date}
              dateText={date}
              parts={parts}
              original={original}
            />
            {onDelete ? (
              <div className="relative flex shrink-0 gap-2 pl-8 sm:pl-0">
                <NavButton href={`/log?edit=${session.id}`} variant="outline" size="sm">
                  <Pencil aria-hidden="true" />
                  {t('tracker.entry.edit')}
                  <span className="sr-only">{`: ${name}`}</span>
                </NavButton>
                <Button variant="outline" size="sm" onClick={() => onDelete(session)}>
                  <Trash2 aria-hidden="true" className="text-red-600" />
                  {t('tracker.entry.delete')}
                  <span className="sr-only">{`: ${name}`}</span>
                </Button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
