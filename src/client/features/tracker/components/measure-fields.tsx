import { useId } from 'react';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useLocalFormat, useT } from '#client/lib/i18n/use-t.ts';
import { conversionHint, type MeasurementUnit } from '#shared/rules/units.ts';
import '../messages.ts';

const UNIT_LABELS: Record<MeasurementUnit, string> = {
  inches: 'preferences.unit.inches',
  centimeters: 'preferences.unit.centimeters',
};

interface UnitSelectProps {
  value: MeasurementUnit;
  onChange: (unit: MeasurementUnit) => void;
  label?: string;
}

/** Inches or Centimeters (spec section 2). */
export function UnitSelect({ value, onChange, label }: UnitSelectProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label ?? t('tracker.measure.unit')}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as MeasurementUnit)}
      >
        {Object.entries(UNIT_LABELS).map(([unit, text]) => (
          <option key={unit} value={unit}>
            {t(text)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

interface MeasureInputProps {
  label: string;
  /** The input's name, for a point of "More measurement points" (docs/decisions/059). */
  name?: string;
  /** How to measure it, shown above the conversion. */
  howTo?: string;
  unit: MeasurementUnit;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/**
 * A length or girth, or another measurement point: number, min 0, step 0.1, with its how-to (if any) and
 * the live conversion to the other unit under it.
 */
export function MeasureInput({ label, name, howTo, unit, value, onChange, error }: MeasureInputProps) {
  const converted = conversionHint(value, unit, useLocalFormat());
  const conversion = converted ? (
    <p className="text-sm text-slate-500 dark:text-slate-400">{converted}</p>
  ) : null;
  return (
    <TextField
      label={label}
      name={name}
      type="number"
      inputMode="decimal"
      min={0}
      step={0.1}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={
        howTo ? (
          <div className="space-y-1">
            <p className="text-sm text-slate-600 dark:text-slate-300">{howTo}</p>
            {conversion}
          </div>
        ) : (
          conversion
        )
      }
    />
  );
}
