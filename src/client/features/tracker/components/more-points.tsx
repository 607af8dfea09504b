import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { EXTRA_POINT_KEYS, type ExtraPointKey } from '#shared/measure-points.ts';
import type { PointTexts } from '#shared/rules/measurement-entry.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import { MeasureInput } from './measure-fields.tsx';
import { POINT_HOW_TO_IDS, POINT_LABEL_IDS } from './point-texts.ts';
import '../messages.ts';

interface MorePointsProps {
  open: boolean;
  onToggle: () => void;
  unit: MeasurementUnit;
  values: PointTexts;
  onChange: (key: ExtraPointKey, value: string) => void;
  errorOf: (key: ExtraPointKey) => string | undefined;
}

/**
 * "More measurement points" (docs/decisions/059): closed by default, so the spec's form reads as before;
 * opened, one optional input per point with its how-to and the live conversion under it.
 */
export function MorePoints({ open, onToggle, unit, values, onChange, errorOf }: MorePointsProps) {
  const t = useT();
  const panelId = useId();
  const filled = EXTRA_POINT_KEYS.filter((key) => values[key].trim() !== '').length;
  return (
    <div className="rounded-lg border border-slate-200 dark:border-slate-700">
      <Button
        type="button"
        variant="ghost"
        className="min-h-11 w-full justify-between px-3"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={onToggle}
      >
        <span>
          {t('tracker.entry.morePoints')}
          {filled > 0 && !open ? (
            <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-300">
              {t('tracker.entry.morePoints.entered', { count: filled })}
            </span>
          ) : null}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
        />
      </Button>
      {/* Closed, the inputs are not there at all: the spec's form holds only its own fields. */}
      {open ? (
        <div id={panelId} className="space-y-4 border-t border-slate-200 p-3 dark:border-slate-700">
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('tracker.entry.morePoints.hint')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {EXTRA_POINT_KEYS.map((key) => (
              <PointInput
                key={key}
                pointKey={key}
                unit={unit}
                value={values[key]}
                onChange={(value) => onChange(key, value)}
                error={errorOf(key)}
              />
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}

interface PointInputProps {
  pointKey: ExtraPointKey;
  unit: MeasurementUnit;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** One optional point: its label, the number, and under it how to measure it and the converted value. */
function PointInput({ pointKey, unit, value, onChange, error }: PointInputProps) {
  const t = useT();
  return (
    <MeasureInput
      label={t(POINT_LABEL_IDS[pointKey])}
      name={pointKey}
      howTo={t(POINT_HOW_TO_IDS[pointKey])}
      unit={unit}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
