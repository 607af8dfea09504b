import { Pencil, Trash2 } from 'lucide-react';
import { useDeviceName } from '#client/api/device-names.ts';
import { useWeightUnit } from '#client/api/preferences.ts';
import { DiscreetValue } from '#client/components/discreet.tsx';
import { EntryLink } from '#client/components/entry-link.tsx';
import { PhotoImage } from '#client/components/photo-image.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { useSpeech } from '#client/lib/i18n/use-speech.ts';
import { describeCheckin } from '#shared/rules/checkin-display.ts';
import { formatEntryDate } from '#shared/rules/entry-dates.ts';
import { entryNotes, isConverted, measureDetails, sessionDetails } from '#shared/rules/session-display.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import type { HistoryEntry as Entry } from '#shared/schemas/history.ts';
import { photoIdFromUrl } from '#shared/schemas/photos.ts';
import type { Session } from '#shared/schemas/sessions.ts';
import { editHrefOf } from './edit-href.ts';
import { EntrySummary } from './entry-figures.tsx';
import '../messages.ts';

interface HistoryEntryProps {
  entry: Entry;
  onDelete: (entry: Session) => void;
  /** The unit lengths and girths are shown in (the preferred one), or undefined for as entered. */
  showIn: MeasurementUnit | undefined;
}

/**
 * One entry of the history: what it was, when (a session's date and time, a measurement's calendar day), its
 * figures in the preferred unit with the original for screen readers and on hover, its safety check-in,
 * the start of its notes and its photo's thumbnail, and Edit and Delete; a tap anywhere else opens it.
 */
export function HistoryEntry({ entry, onDelete, showIn }: HistoryEntryProps) {
  const speech = useSpeech();
  const { t } = speech;
  const date = formatEntryDate(speech.format, entry);
  const deviceName = useDeviceName();
  const parts = sessionDetails(speech, entry, showIn, useWeightUnit());
  const original = isConverted(entry, showIn) ? measureDetails(speech, entry).join(' · ') : '';
  const label = `${deviceName(entry.device)}, ${date}`;
  const notes = entryNotes(entry);
  const photoId = entry.imageUrl ? photoIdFromUrl(entry.imageUrl) : null;
  return (
    <li className="relative flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <EntryLink id={entry.id} name={label} />
      <div className="flex min-w-0 items-start justify-between gap-3 sm:flex-1">
        <EntrySummary
          device={entry.device}
          date={entry.date}
          dateText={date}
          parts={parts}
          original={original}
        >
          {entry.checkin ? (
            <p className="text-sm break-words text-slate-600 dark:text-slate-300">
              {describeCheckin(speech.t, entry.checkin)}
            </p>
          ) : null}
          {notes ? (
            <p className="text-sm break-words text-slate-600 dark:text-slate-300">
              <DiscreetValue label={t('tracker.entry.notes')}>
                <span className="line-clamp-2">{notes}</span>
              </DiscreetValue>
            </p>
          ) : null}
        </EntrySummary>
        {photoId ? (
          // Taps go through it to the entry's link, blurred in discreet mode too.
          <PhotoImage
            id={photoId}
            size="thumbnail"
            alt={t('tracker.entry.photo')}
            revealable={false}
            className="pointer-events-none size-14 shrink-0 rounded-md object-cover"
          />
        ) : null}
      </div>
      <div className="relative flex shrink-0 gap-2 pl-8 sm:pl-0">
        <NavButton href={editHrefOf(entry)} variant="outline" size="sm" className="min-h-11 min-w-11">
          <Pencil aria-hidden="true" />
          {t('tracker.entry.edit')}
          <span className="sr-only">{`: ${label}`}</span>
        </NavButton>
        <Button variant="outline" size="sm" className="min-h-11 min-w-11" onClick={() => onDelete(entry)}>
          <Trash2 aria-hidden="true" className="text-red-600" />
          {t('tracker.entry.delete')}
          <span className="sr-only">{`: ${label}`}</span>
        </Button>
      </div>
    </li>
  );
}
