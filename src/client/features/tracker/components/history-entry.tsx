import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { isMeasurementEntry } from '#shared/devices.ts';
import { describeCheckin } from '#shared/rules/checkin-display.ts';
import { formatEntryDate } from '#shared/rules/entry-dates.ts';
import { isConverted, measureDetails, sessionDetails } from '#shared/rules/session-display.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import type { HistoryEntry as Entry } from '#shared/schemas/history.ts';
import type { Session } from '#shared/schemas/sessions.ts';
import { EntrySummary } from './entry-figures.tsx';

/** Where an entry is edited: a measurement entry in the measurement form, a session in the session form. */
export const editHrefOf = (entry: Session) =>
  isMeasurementEntry(entry.device) ? `/measurement?edit=${entry.id}` : `/log?edit=${entry.id}`;

interface HistoryEntryProps {
  entry: Entry;
  onDelete: (entry: Session) => void;
  /** The unit lengths and girths are shown in (the preferred one), or undefined for as entered. */
  showIn: MeasurementUnit | undefined;
}

/**
 * One entry of the history: what it was, when (a session's date and time, a measurement's calendar day), its
 * figures in the preferred unit with the original for screen readers and on hover, its safety check-in,
 * and Edit and Delete.
 */
export function HistoryEntry({ entry, onDelete, showIn }: HistoryEntryProps) {
  const date = formatEntryDate(entry);
  const parts = sessionDetails(entry, showIn);
  const original = isConverted(entry, showIn) ? measureDetails(entry).join(' · ') : '';
  const name = `: ${entry.device}, ${date}`;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <EntrySummary device={entry.device} date={entry.date} dateText={date} parts={parts} original={original}>
        {entry.checkin ? (
          <p className="text-sm break-words text-slate-600 dark:text-slate-300">
            {describeCheckin(entry.checkin)}
          </p>
        ) : null}
      </EntrySummary>
      <div className="flex shrink-0 gap-2 pl-8 sm:pl-0">
        <NavButton href={editHrefOf(entry)} variant="outline" size="sm" className="min-h-11 min-w-11">
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only">{name}</span>
        </NavButton>
        <Button variant="outline" size="sm" className="min-h-11 min-w-11" onClick={() => onDelete(entry)}>
          <Trash2 aria-hidden="true" className="text-red-600" />
          Delete<span className="sr-only">{name}</span>
        </Button>
      </div>
    </li>
  );
}
