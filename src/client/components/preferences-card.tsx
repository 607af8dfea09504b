import { useId } from 'react';
import { usePreferences, useSavePreferences } from '#client/api/preferences.ts';
import { MEASUREMENT_UNITS, type MeasurementUnit } from '#shared/rules/units.ts';
import { WEIGHT_UNITS, type WeightUnit } from '#shared/rules/weights.ts';
import type { PreferencesUpdate } from '#shared/schemas/preferences.ts';
import { DiscreetModeField } from './discreet-mode-field.tsx';
import { ThemeSelect } from './theme-select.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card.tsx';
import { Label } from './ui/label.tsx';
import { NativeSelect } from './ui/native-select.tsx';
import { SaveStatus, useSaveState } from './ui/save-status.tsx';

const UNIT_LABELS: Record<MeasurementUnit, string> = { inches: 'Inches', centimeters: 'Centimeters' };
const WEIGHT_UNIT_LABELS: Record<WeightUnit, string> = { lb: 'Pounds (lb)', kg: 'Kilograms (kg)' };

/**
 * Preferences (docs/decisions/051), in the profile, and on /privacy for a store customer without an account
 * (docs/decisions/061): the units (length and weight), the theme and discreet mode, each saved as it changes (a
 * small "Saved", no Save button). The units and discreet mode follow the customer (the server); the theme
 * stays on this device.
 */
export function PreferencesCard() {
  return (
    <Card aria-labelledby="preferences-card-title">
      <CardHeader>
        <CardTitle id="preferences-card-title">Preferences</CardTitle>
        <CardDescription>Saved as you change them</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <UnitField />
        <WeightUnitField />
        <ThemeField />
        <DiscreetModeField />
      </CardContent>
    </Card>
  );
}

const UNIT_OPTIONS = MEASUREMENT_UNITS.map((unit) => ({ value: unit, label: UNIT_LABELS[unit] }));
const WEIGHT_UNIT_OPTIONS = WEIGHT_UNITS.map((unit) => ({ value: unit, label: WEIGHT_UNIT_LABELS[unit] }));

function UnitField() {
  const preferences = usePreferences();
  return (
    <PreferenceSelect
      label="Measurement unit"
      hint="Preselected when you log measurements, and used in your lists."
      value={preferences.data?.measurementUnit ?? 'inches'}
      options={UNIT_OPTIONS}
      update={(measurementUnit) => ({ measurementUnit })}
    />
  );
}

/** Pounds (the spec's) or kilograms: the session form's weight, the lists and the charts (docs/decisions/056). */
function WeightUnitField() {
  const preferences = usePreferences();
  return (
    <PreferenceSelect
      label="Weight unit"
      hint="Used when you log a weight, and in your lists and charts. Weights are kept in pounds."
      value={preferences.data?.weightUnit ?? 'lb'}
      options={WEIGHT_UNIT_OPTIONS}
      update={(weightUnit) => ({ weightUnit })}
    />
  );
}

interface PreferenceSelectProps<V extends string> {
  label: string;
  hint: string;
  value: V;
  options: readonly { value: V; label: string }[];
  /** The setting a choice changes. */
  update: (value: V) => PreferencesUpdate;
}

/** A preference chosen from a list, saved on the server as it changes, with its "Saved". */
function PreferenceSelect<V extends string>({
  label,
  hint,
  value,
  options,
  update,
}: PreferenceSelectProps<V>) {
  const id = useId();
  const preferences = usePreferences();
  const save = useSavePreferences();
  const [saveState, track] = useSaveState();
  const choose = (chosen: V) => {
    track('saving');
    save.mutate(update(chosen), { onSuccess: () => track('saved'), onError: () => track('failed') });
  };
  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-3">
        <Label htmlFor={id}>{label}</Label>
        <SaveStatus state={saveState} id={`${id}-status`} />
      </div>
      <NativeSelect
        id={id}
        className="mt-1.5 sm:max-w-sm"
        value={value}
        disabled={!preferences.data}
        aria-describedby={`${id}-hint ${id}-status`}
        onChange={(event) => choose(event.target.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
    </div>
  );
}

function ThemeField() {
  const id = useId();
  const [saveState, track] = useSaveState();
  return (
    <div>
      <ThemeSelect
        selectClassName="sm:max-w-sm"
        status={<SaveStatus state={saveState} id={`${id}-status`} />}
        describedBy={`${id}-hint ${id}-status`}
        onChange={() => track('saved')}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        Kept on this device. System follows your phone's setting.
      </p>
    </div>
  );
}
