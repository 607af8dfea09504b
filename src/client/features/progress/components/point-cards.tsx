import { useQuery } from '@tanstack/react-query';
import { pointProgressQuery } from '#client/api/point-progress.ts';
import { ConsistencyNotice } from '#client/components/consistency-notice.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { EXTRA_POINTS, type ExtraPointKey, type MeasurePointKey } from '#shared/measure-points.ts';
import { browserTimeZone } from '#shared/rules/date-formats.ts';
import type { ProgressRange } from '#shared/rules/progress-range.ts';
import { type MeasurementUnit, unitAbbreviation } from '#shared/rules/units.ts';
import type { PointDisagreement } from '#shared/schemas/point-progress.ts';
import { MIN_AXIS_SPAN } from './chart-scale.ts';
import { MeasureCard } from './progress-cards.tsx';
import '../messages.ts';

/** The newest day that disagrees, of one point (none: empty). */
const newestOf = (days: PointDisagreement[], point: MeasurePointKey) =>
  days.filter((day) => day.point === point).slice(-1);

/**
 * The optional measurement points on Progress (docs/decisions/059): one card per point measured, in the
 * page's unit and range, each with the calm hint when the range holds a day whose measurements of it
 * disagree (the newest); before them, the same hint for length and girth, whose cards the page draws.
 * Nothing while loading.
 */
export function PointCards({ unit, range }: { unit: MeasurementUnit; range: ProgressRange }) {
  const t = useT();
  const labels: Record<ExtraPointKey, string> = {
    bpel: t('progress.point.bpel'),
    nbpel: t('progress.point.nbpel'),
    base_girth: t('progress.point.base_girth'),
    mid_girth: t('progress.point.mid_girth'),
    bpfsl: t('progress.point.bpfsl'),
  };
  const { customerHash } = useCustomerHash();
  const progress = useQuery(pointProgressQuery(browserTimeZone(), unit, customerHash, range));
  const data = progress.data?.unit === unit ? progress.data : null;
  if (!data) return null;
  const axisUnit = unit === 'inches' ? 'in' : 'cm';
  const specDays = [...newestOf(data.disagreements, 'length'), ...newestOf(data.disagreements, 'girth')];
  return (
    <>
      {specDays.length > 0 ? (
        <div className="lg:col-span-2">
          <ConsistencyNotice days={specDays} unit={unit} heading="h2" />
        </div>
      ) : null}
      {data.series.map((series) => {
        const point = EXTRA_POINTS[series.point];
        return (
          <div key={series.point} className="space-y-3">
            <MeasureCard
              name={labels[series.point]}
              points={series.points}
              unit={unitAbbreviation(unit)}
              minSpan={MIN_AXIS_SPAN[point.quantity][axisUnit]}
            />
            <ConsistencyNotice days={newestOf(data.disagreements, series.point)} unit={unit} heading="h2" />
          </div>
        );
      })}
    </>
  );
}
