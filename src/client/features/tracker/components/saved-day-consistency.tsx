import { useQuery } from '@tanstack/react-query';
import { pointProgressQuery } from '#client/api/point-progress.ts';
import { ConsistencyNotice } from '#client/components/consistency-notice.tsx';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import type { MeasurePointKey } from '#shared/measure-points.ts';
import { browserTimeZone } from '#shared/rules/date-formats.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';

/** What was just saved: its day, its unit and the points it measured. */
export type SavedMeasurement = { day: string; unit: MeasurementUnit; points: MeasurePointKey[] };

/**
 * After a save, the calm hint when a point just measured disagrees with another measurement of the same
 * day (docs/decisions/059), in the unit it was measured in. Read after the save refreshed the data.
 */
export function SavedDayConsistency({ saved }: { saved: SavedMeasurement | null }) {
  const { customerHash } = useCustomerHash();
  // All time: the day saved may lie before any range the Progress view shows.
  const query = pointProgressQuery(browserTimeZone(), saved?.unit, customerHash, 'all');
  const progress = useQuery({ ...query, enabled: query.enabled && saved !== null });
  const days =
    saved && progress.data?.unit === saved.unit
      ? progress.data.disagreements.filter(
          (day) => day.date === saved.day && saved.points.includes(day.point),
        )
      : [];
  // The live region is there before the hint, so that a screen reader announces it when it comes.
  return (
    <div role="status" aria-live="polite">
      {saved ? <ConsistencyNotice days={days} unit={saved.unit} /> : null}
    </div>
  );
}
