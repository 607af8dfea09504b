import { useQuery } from '@tanstack/react-query';
import { useRequestedUnit } from '#client/api/preferences.ts';
import { progressQuery } from '#client/api/progress.ts';
import { DiscreetValue } from '#client/components/discreet.tsx';
import { useSpeech } from '#client/lib/i18n/use-speech.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import type { Speech } from '#shared/i18n/translate.ts';
import { browserTimeZone } from '#shared/rules/date-formats.ts';
import { daysApartText, daysBetween, measureOn } from '#shared/rules/photo-compare.ts';
import { localDay } from '#shared/rules/routine.ts';
import { formatSessionDate } from '#shared/rules/session-display.ts';
import { unitAbbreviation } from '#shared/rules/units.ts';
import type { GalleryPhoto } from '#shared/schemas/photos.ts';
import type { ProgressResponse } from '#shared/schemas/progress.ts';
import { photoDate } from './photo-label.ts';
import '../messages.ts';

/** "Length 6.3 in · Girth 5 in", with "(as of Oct 15)" when measured before the photo's day. */
function measuresText(
  progress: ProgressResponse,
  photo: GalleryPhoto,
  zone: string,
  { t, format }: Speech,
): string {
  const day = localDay(new Date(photo.date), zone);
  const unit = unitAbbreviation(progress.unit);
  const parts: string[] = [];
  let asOf: string | null = null;
  for (const [name, points] of [
    [t('photos.facts.length'), progress.length],
    [t('photos.facts.girth'), progress.girth],
  ] as const) {
    const point = measureOn(points, day);
    if (!point) continue;
    parts.push(`${name} ${format.language === 'en' ? point.value : format.decimal(point.value)} ${unit}`);
    if (point.date !== day && (!asOf || point.date < asOf)) asOf = point.date;
  }
  if (parts.length === 0) return t('photos.facts.none');
  const when = asOf
    ? ` ${t('photos.facts.asOf', { day: formatSessionDate(format, `${asOf}T12:00:00Z`) })}`
    : '';
  return `${parts.join(' · ')}${when}`;
}

/** Under a comparison: the days between the two photos, and the measurements that stood on each day. */
export function CompareFacts({ before, after }: { before: GalleryPhoto; after: GalleryPhoto }) {
  const words = useSpeech();
  const zone = browserTimeZone();
  const { t } = words;
  const { customerHash } = useCustomerHash();
  // Every measurement: a photo may be older than any shorter range.
  const progress = useQuery(progressQuery(zone, useRequestedUnit(), customerHash, 'all'));
  return (
    <div className="space-y-1 text-sm text-slate-200" data-testid="compare-facts">
      <p className="font-medium">{daysApartText(t, daysBetween(before.date, after.date, zone))}</p>
      {progress.data ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          {[before, after].map((photo) => (
            <div key={photo.id} className="contents">
              <dt className="text-slate-200">{photoDate(photo)}</dt>
              <dd>
                <DiscreetValue label={t('photos.facts.label')}>
                  {measuresText(progress.data, photo, zone, words)}
                </DiscreetValue>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
