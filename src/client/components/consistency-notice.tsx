import { Ruler } from 'lucide-react';
import { useSpeech } from '#client/lib/i18n/use-speech.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import { consistencyHint } from '#shared/rules/measure-consistency.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import type { PointDisagreement } from '#shared/schemas/point-progress.ts';
import { CalmNotice } from './calm-notice.tsx';
import { DiscreetValue } from './discreet.tsx';
import './messages.ts';

/**
 * The calm hint that one point's measurements of one day differ by more than the tolerance
 * (docs/decisions/059), one sentence per point and day: on the Progress view's cards and after a save.
 */
export function ConsistencyNotice({
  days,
  unit,
  heading = 'h3',
}: {
  days: PointDisagreement[];
  unit: MeasurementUnit;
  heading?: 'h2' | 'h3';
}) {
  const speech = useSpeech();
  const t = useT();
  if (days.length === 0) return null;
  return (
    <CalmNotice icon={Ruler} tone="info" title={t('consistency.title')} heading={heading}>
      {days.map((day) => (
        <p key={`${day.point}-${day.date}`} className="text-sm text-slate-700 dark:text-slate-200">
          <DiscreetValue label={t('consistency.hint')}>
            {consistencyHint(speech, day.point, day, unit)}
          </DiscreetValue>
        </p>
      ))}
    </CalmNotice>
  );
}
