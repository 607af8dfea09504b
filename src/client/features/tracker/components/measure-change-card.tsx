import { Ruler } from 'lucide-react';
import { useMeasureChange } from '#client/api/measure-change.ts';
import { DiscreetValue } from '#client/components/discreet.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useSpeech } from '#client/lib/i18n/use-speech.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import type { MeasureChange } from '#shared/rules/measure-change.ts';
import { changeRowText, changeSentence } from '#shared/rules/measure-change-text.ts';
import { type MeasurementUnit, unitAbbreviation } from '#shared/rules/units.ts';
import '../messages.ts';

const METRICS = [
  { key: 'length', name: 'tracker.measure.length' },
  { key: 'girth', name: 'tracker.measure.girth' },
] as const;

/**
 * The home's headline (docs/decisions/050): how length and girth moved since the first measurement, in
 * the preferred unit; the first value alone until there is a second; a way to the first one when none.
 */
export function MeasureChangeCard({ onLogMeasurement }: { onLogMeasurement: () => void }) {
  const t = useT();
  const changes = useMeasureChange();
  if (changes.isError) return null;
  const data = changes.data;
  const rows = data ? METRICS.filter(({ key }) => data[key] !== null) : [];
  const onlyFirst = rows.some(({ key }) => (data?.[key]?.entries ?? 0) < 2);
  return (
    <section
      aria-labelledby="measure-change-title"
      aria-busy={data ? undefined : true}
      className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <h2
        id="measure-change-title"
        className="flex items-center gap-1.5 text-sm font-semibold text-slate-900"
      >
        <Ruler className="size-4 text-blue-700" aria-hidden="true" />
        {t('tracker.home.change.title')}
      </h2>
      {!data ? (
        <div className="h-12" />
      ) : rows.length === 0 ? (
        <div className="mt-1 flex items-center justify-between gap-3">
          <p className="text-sm text-slate-700">{t('tracker.home.change.none')}</p>
          <Button variant="outline" size="sm" className="shrink-0" onClick={onLogMeasurement}>
            {t('screen.measurement.label')}
          </Button>
        </div>
      ) : (
        <>
          <dl className="mt-1 space-y-0.5">
            {rows.map(({ key, name }) => {
              const measure = data[key];
              return measure ? (
                <ChangeRow key={key} metric={key} name={t(name)} measure={measure} unit={data.unit} />
              ) : null;
            })}
          </dl>
          {onlyFirst ? (
            <p className="mt-1 text-xs text-slate-600">{t('tracker.home.change.another')}</p>
          ) : null}
        </>
      )}
    </section>
  );
}

function ChangeRow({
  metric,
  name,
  measure,
  unit,
}: {
  metric: 'length' | 'girth';
  name: string;
  measure: MeasureChange;
  unit: MeasurementUnit;
}) {
  const t = useT();
  const speech = useSpeech();
  const { figure, note } = changeRowText(speech, measure, unitAbbreviation(unit));
  return (
    <div className="flex min-h-6 items-baseline gap-2" data-testid={`change-${metric}`}>
      <dt className="min-w-14 shrink-0 text-sm font-medium text-slate-600">{name}</dt>
      <dd className="min-w-0">
        <DiscreetValue label={t('tracker.home.change.of', { name })}>
          <span className="sr-only">{changeSentence(speech, measure, unit)}</span>
          <span aria-hidden="true">
            <span className="text-base font-bold tabular-nums text-slate-900">{figure}</span>{' '}
            <span className="text-sm text-slate-600">{note}</span>
          </span>
        </DiscreetValue>
      </dd>
    </div>
  );
}
