import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeviceName } from '#client/api/device-names.ts';
import { useRequestedUnit, useWeightUnit } from '#client/api/preferences.ts';
import { progressQuery } from '#client/api/progress.ts';
import { TrackerPage } from '#client/components/layouts/tracker-page.tsx';
import { LoadError, LoadingData } from '#client/components/load-states.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { browserTimeZone } from '#shared/rules/date-formats.ts';
import { DEFAULT_PROGRESS_RANGE, PROGRESS_RANGES, type ProgressRange } from '#shared/rules/progress-range.ts';
import { type MeasurementUnit, unitAbbreviation } from '#shared/rules/units.ts';
import type { ProgressResponse } from '#shared/schemas/progress.ts';
import { MIN_AXIS_SPAN } from './chart-scale.ts';
import { HeadlinesCard } from './headlines-card.tsx';
import { PointCards } from './point-cards.tsx';
import { ActiveDaysCard, MeasureCard, WeightCard } from './progress-cards.tsx';
import { namedPeriods, namedWeights } from './progress-shaping.ts';
import { SegmentedChoice } from './segmented-choice.tsx';
import { TakenDaysCard } from './taken-days-card.tsx';
import { AllDayCard, MinutesCard } from './time-cards.tsx';
import '../messages.ts';

/** Progress (/progress): the charts of issue 10 over a chosen range (docs/decisions/015, 058), a lazy chunk. */
export function ProgressPage() {
  const t = useT();
  const rangeLabels: Record<ProgressRange, string> = {
    '4w': t('progress.range.label.4w'),
    '12w': t('progress.range.label.12w'),
    '1y': t('progress.range.label.1y'),
    all: t('progress.range.label.all'),
  };
  const units: { value: MeasurementUnit; label: string }[] = [
    { value: 'inches', label: t('preferences.unit.inches') },
    { value: 'centimeters', label: t('preferences.unit.centimeters') },
  ];
  const customer = useCustomerHash();
  const [unit, setUnit] = useState<MeasurementUnit | undefined>(undefined);
  const [range, setRange] = useState<ProgressRange>(DEFAULT_PROGRESS_RANGE);
  // Until a unit is picked here: the one chosen in Preferences, else a metric language's (docs/decisions/069).
  const requestedUnit = useRequestedUnit();
  const progress = useQuery(
    progressQuery(browserTimeZone(), unit ?? requestedUnit, customer.customerHash, range),
  );
  const error = customer.error ?? progress.error;

  return (
    <TrackerPage title={t('screen.progress.title')} width="wide">
      {error ? (
        <LoadError error={error} />
      ) : !progress.data ? (
        <LoadingData shape="chart" />
      ) : (
        <div className="space-y-5">
          <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
            <SegmentedChoice
              legend={t('progress.range')}
              choices={PROGRESS_RANGES.map((value) => ({ value, label: rangeLabels[value] }))}
              value={range}
              onChange={setRange}
            />
            <SegmentedChoice
              legend={t('progress.unit')}
              choices={units}
              value={progress.data.unit}
              onChange={setUnit}
            />
          </div>
          <Charts data={progress.data} />
        </div>
      )}
    </TrackerPage>
  );
}

function Charts({ data }: { data: ProgressResponse }) {
  const t = useT();
  // Devices by the names they are shown by (neutral in discreet mode), weights in the customer's unit.
  const deviceName = useDeviceName();
  const weightUnit = useWeightUnit();
  const unit = unitAbbreviation(data.unit);
  const axisUnit = data.unit === 'inches' ? 'in' : 'cm';
  const wearsAllDay = data.allDay.some((period) => period.minutes > 0);
  return (
    <div className="space-y-5">
      <HeadlinesCard data={data} weightUnit={weightUnit} />
      <div className="grid gap-5 lg:grid-cols-2">
        <MeasureCard
          name={t('progress.point.length')}
          points={data.length}
          unit={unit}
          minSpan={MIN_AXIS_SPAN.length[axisUnit]}
        />
        <MeasureCard
          name={t('progress.point.girth')}
          points={data.girth}
          unit={unit}
          minSpan={MIN_AXIS_SPAN.girth[axisUnit]}
        />
        <PointCards unit={data.unit} range={data.range} />
        <MinutesCard periods={namedPeriods(data.training, deviceName)} range={data.range} />
        {wearsAllDay ? (
          <AllDayCard periods={namedPeriods(data.allDay, deviceName)} range={data.range} />
        ) : null}
        <WeightCard series={namedWeights(data.weights, deviceName)} unit={weightUnit} />
        <ActiveDaysCard
          from={data.training[0]?.start ?? null}
          days={data.activeDays}
          today={data.today}
          range={data.range}
        />
        {data.takenDays.length > 0 ? (
          <TakenDaysCard
            taken={data.takenDays.map((entry) => ({ ...entry, device: deviceName(entry.device) }))}
            range={data.range}
          />
        ) : null}
      </div>
    </div>
  );
}
