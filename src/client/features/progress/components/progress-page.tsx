import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeviceName } from '#client/api/device-names.ts';
import { useWeightUnit } from '#client/api/preferences.ts';
import { progressQuery } from '#client/api/progress.ts';
import { TrackerPage } from '#client/components/layouts/tracker-page.tsx';
import { LoadError, LoadingData } from '#client/components/load-states.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { browserTimeZone } from '#shared/rules/date-formats.ts';
import { type MeasurementUnit, unitAbbreviation } from '#shared/rules/units.ts';
import type { ProgressResponse } from '#shared/schemas/progress.ts';
import { PointCards } from './point-cards.tsx';
import { ActiveDaysCard, MeasureCard, MinutesCard, WeightCard } from './progress-cards.tsx';
import { namedWeeks, namedWeights } from './progress-shaping.ts';

/** Progress (/progress): the charts of issue 10, a lazy chunk of its own (docs/decisions/015). */
export function ProgressPage() {
  const customer = useCustomerHash();
  const [unit, setUnit] = useState<MeasurementUnit | undefined>(undefined);
  const progress = useQuery(progressQuery(browserTimeZone(), unit, customer.customerHash));
  const error = customer.error ?? progress.error;

  return (
    <TrackerPage title="Progress" width="wide">
      {error ? (
        <LoadError error={error} />
      ) : !progress.data ? (
        <LoadingData shape="chart" />
      ) : (
        <Charts data={progress.data} onUnit={setUnit} />
      )}
    </TrackerPage>
  );
}

function Charts({ data, onUnit }: { data: ProgressResponse; onUnit: (unit: MeasurementUnit) => void }) {
  // Devices by the names they are shown by (neutral in discreet mode), weights in the customer's unit.
  const deviceName = useDeviceName();
  const weightUnit = useWeightUnit();
  return (
    <div className="space-y-5">
      <UnitChoice unit={data.unit} onUnit={onUnit} />
      <div className="grid gap-5 lg:grid-cols-2">
        <MeasureCard name="Length" points={data.length} unit={unitAbbreviation(data.unit)} />
        <MeasureCard name="Girth" points={data.girth} unit={unitAbbreviation(data.unit)} />
        <PointCards unit={data.unit} />
        <MinutesCard weeks={namedWeeks(data.weeks, deviceName)} />
        <WeightCard series={namedWeights(data.weights, deviceName)} unit={weightUnit} />
        <ActiveDaysCard weeks={data.weeks} days={data.activeDays} today={data.today} />
      </div>
    </div>
  );
}

const UNITS: { unit: MeasurementUnit; label: string }[] = [
  { unit: 'inches', label: 'Inches' },
  { unit: 'centimeters', label: 'Centimeters' },
];

/** Which unit length and girth are shown in; every value is converted on the server. */
function UnitChoice({ unit, onUnit }: { unit: MeasurementUnit; onUnit: (unit: MeasurementUnit) => void }) {
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">Unit</legend>
      <span aria-hidden="true" className="text-sm font-medium text-slate-700 dark:text-slate-300">
        Unit
      </span>
      {UNITS.map((choice) => (
        <Button
          key={choice.unit}
          size="sm"
          variant={choice.unit === unit ? 'primary' : 'outline'}
          className={
            choice.unit === unit
              ? 'min-h-11 dark:bg-blue-600'
              : 'min-h-11 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700'
          }
          aria-pressed={choice.unit === unit}
          onClick={() => onUnit(choice.unit)}
        >
          {choice.label}
        </Button>
      ))}
    </fieldset>
  );
}
