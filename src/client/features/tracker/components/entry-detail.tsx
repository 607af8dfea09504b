import { Pencil, Ruler, Timer, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDeviceName } from '#client/api/device-names.ts';
import { useWeightUnit } from '#client/api/preferences.ts';
import { DiscreetValue } from '#client/components/discreet.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { useSpeech } from '#client/lib/i18n/use-speech.ts';
import { isMeasurementEntry } from '#shared/devices.ts';
import { EXTRA_POINT_KEYS } from '#shared/measure-points.ts';
import { checkinChoices, checkinQuestions } from '#shared/rules/checkin-display.ts';
import { formatEntryDate } from '#shared/rules/entry-dates.ts';
import { entryNotes, formatDuration, formatWeight, measureText } from '#shared/rules/session-display.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import { CHECKIN_SIGNS, type Checkin } from '#shared/schemas/checkins.ts';
import { photoIdFromUrl } from '#shared/schemas/photos.ts';
import type { Session } from '#shared/schemas/sessions.ts';
import { editHrefOf } from './edit-href.ts';
import { EntryPhoto } from './entry-photo.tsx';
import { POINT_LABEL_IDS } from './point-texts.ts';
import '../messages.ts';

interface EntryDetailProps {
  entry: Session;
  /** Its safety check-in, null when none was answered (or it is a measurement entry). */
  checkin: Checkin | null;
  /** The customer's preferred unit: a length or girth entered in the other also shows converted. */
  preferredUnit: MeasurementUnit | undefined;
  onDelete: () => void;
}

const TERM = 'text-slate-600 dark:text-slate-300';
const VALUE = 'font-medium break-words text-slate-900 dark:text-slate-50';
const SECTION = 'text-sm font-semibold text-slate-900 dark:text-slate-50';

/** One figure of the entry: its name and value, the value blurred in discreet mode as in the lists. */
function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-h-11 items-center justify-between gap-4 py-1">
      <dt className={TERM}>{term}</dt>
      <dd className={VALUE}>
        <DiscreetValue label={term}>{children}</DiscreetValue>
      </dd>
    </div>
  );
}

/**
 * Everything an entry holds (docs/decisions/048): what and when, its figures, its notes in full, its photo,
 * its check-in's answers; Edit and Delete.
 */
export function EntryDetail({ entry, checkin, preferredUnit, onDelete }: EntryDetailProps) {
  const measurement = isMeasurementEntry(entry.device);
  const speech = useSpeech();
  const { t } = speech;
  const date = formatEntryDate(speech.format, entry);
  const weight = formatWeight(speech.format, entry.weight, useWeightUnit());
  const device = useDeviceName()(entry.device);
  const length = measureText(speech.format, entry.length, entry, preferredUnit);
  const girth = measureText(speech.format, entry.girth, entry, preferredUnit);
  const notes = entryNotes(entry);
  const photoId = entry.imageUrl ? photoIdFromUrl(entry.imageUrl) : null;
  const Icon = measurement ? Ruler : Timer;
  return (
    <Card aria-labelledby="entry-title">
      <CardHeader>
        <div className="flex gap-3">
          <Icon className="mt-0.5 size-5 shrink-0 text-blue-700 dark:text-blue-400" aria-hidden="true" />
          <div className="min-w-0 space-y-1">
            <CardTitle id="entry-title" className="break-words text-slate-900 dark:text-slate-50">
              {device}
            </CardTitle>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <time dateTime={entry.date}>{date}</time>
            </p>
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {measurement ? null : (
            <Figure term={t('tracker.entry.duration')}>{formatDuration(speech, entry.duration)}</Figure>
          )}
          {weight ? <Figure term={t('tracker.entry.weight')}>{weight}</Figure> : null}
          {length ? <Figure term={t('tracker.entry.length')}>{length}</Figure> : null}
          {girth ? <Figure term={t('tracker.entry.girth')}>{girth}</Figure> : null}
          {EXTRA_POINT_KEYS.map((key) => {
            // A measurement entry's optional points (docs/decisions/059), shown like its length and girth.
            const text = measureText(speech.format, entry.points?.[key] ?? null, entry, preferredUnit);
            return text ? (
              <Figure key={key} term={t(POINT_LABEL_IDS[key])}>
                {text}
              </Figure>
            ) : null;
          })}
        </dl>
        {notes ? (
          <section aria-labelledby="entry-notes" className="space-y-1">
            <h3 id="entry-notes" className={SECTION}>
              {t('tracker.entry.notes')}
            </h3>
            <p className="text-sm break-words whitespace-pre-wrap text-slate-800 dark:text-slate-100">
              <DiscreetValue label={t('tracker.entry.notes')}>{notes}</DiscreetValue>
            </p>
          </section>
        ) : null}
        {photoId ? (
          <section aria-labelledby="entry-photo" className="space-y-2">
            <h3 id="entry-photo" className={SECTION}>
              {t('tracker.entry.photo')}
            </h3>
            <EntryPhoto photoId={photoId} date={date} device={device} />
          </section>
        ) : null}
        {checkin ? (
          <section aria-labelledby="entry-checkin" className="space-y-1">
            <h3 id="entry-checkin" className={SECTION}>
              {t('tracker.entry.checkin')}
            </h3>
            <dl className="text-sm">
              {CHECKIN_SIGNS.map((sign) => (
                <div key={sign} className="flex justify-between gap-4 py-1">
                  <dt className={TERM}>{checkinQuestions(speech.t)[sign]}</dt>
                  <dd className={VALUE}>{checkinChoices(speech.t)[checkin[sign]]}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
          {/* A product marked taken has no minutes for the session form to edit (docs/decisions/061). */}
          {entry.duration === 0 && !measurement ? null : (
            <NavButton href={editHrefOf(entry)} variant="outline">
              <Pencil aria-hidden="true" />
              {t('tracker.entry.edit')}
            </NavButton>
          )}
          <Button variant="outline" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="text-red-600" />
            {t('tracker.entry.delete')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
