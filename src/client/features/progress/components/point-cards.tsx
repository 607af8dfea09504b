import { useQuery } from '@tanstack/react-query';
import { pointProgressQuery } from '#client/api/point-progress.ts';
import { ConsistencyNotice } from '#client/components/consistency-notice.tsx';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { EXTRA_POINTS, type MeasurePointKey } from '#shared/measure-points.ts';
import { browserTimeZone } from '#shared/rules/date-formats.ts';
import { type MeasurementUnit, unitAbbreviation } from '#shared/rules/units.ts';
import type { PointDisagreement } from '#shared/schemas/point-progress.ts';
import { MeasureCard } from './progress-cards.tsx';

/** The newest day that disagrees, of one point (none: empty). */
const newestOf = (days: PointDisagreement[], point: MeasurePointKey) =>
  days.filter((day) => day.point === point).slice(-1);

/**
 * The optional measurement points on Progress (docs/decisions/059): one card per point with data, in the
 * page's unit, each with the calm hint when its newest disagreeing day is there; before them, the same
 * hint for length and girth, whose cards the page draws. Nothing while loading or when none has data.
 */
export function PointCards({ unit }: { unit: MeasurementUnit }) {
  const { customerHash } = useCustomerHash();
  const progress = useQuery(pointProgressQuery(browserTimeZone(), unit, customerHash));
  const data = progress.data?.unit === unit ? progress.data : null;
  if (!data) return null;
  const specDays = [...newestOf(data.disagreements, 'length'), ...newestOf(data.disagreements, 'girth')];
  return (
    <>
      {specDays.length > 0 ? (
        <div className="lg:col-span-2">
          <ConsistencyNotice days={specDays} unit={unit} heading="h2" />
        </div>
      ) : null}
      {data.series.map((series) => (
        <div key={series.point} className="space-y-3">
          <MeasureCard
            name={EXTRA_POINTS[series.point].label}
            points={series.points}
            unit={unitAbbreviation(unit)}
          />
          <ConsistencyNotice days={newestOf(data.disagreements, series.point)} unit={unit} heading="h2" />
        </div>
      ))}
    </>
  );
}
