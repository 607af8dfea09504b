import { useId } from 'react';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { conversionHint, type MeasurementUnit } from '#shared/rules/units.ts';

const UNIT_LABELS: Record<MeasurementUnit, string> = { inches: 'Inches', centimeters: 'Centimeters' };

interface UnitSelectProps {
  value: MeasurementUnit;
  onChange: (unit: MeasurementUnit) => void;
  label?: string;
}

/** Inches or Centimeters (spec section 2). */
export function UnitSelect({ value, onChange, label = 'Unit' }: UnitSelectProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as MeasurementUnit)}
      >
        {Object.entries(UNIT_LABELS).map(([unit, text]) => (
          <option key={unit} value={unit}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

interface MeasureInputProps {
  label: string;
  unit: MeasurementUnit;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** A length or girth: number, min 0, step 0.1, with the live conversion to the other unit under it. */
export function MeasureInput({ label, unit, value, onChange, error }: MeasureInputProps) {
  const hint = conversionHint(value, unit);
  return (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      step={0.1}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={hint ? <p className="text-sm text-slate-500">{hint}</p> : null}
    />
  );
}
