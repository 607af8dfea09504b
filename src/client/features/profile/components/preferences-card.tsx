import { useId } from 'react';
import { usePreferences, useSavePreferences } from '#client/api/preferences.ts';
import { DiscreetModeField } from '#client/components/discreet-mode-field.tsx';
import { ThemeSelect } from '#client/components/theme-select.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { SaveStatus, useSaveState } from '#client/components/ui/save-status.tsx';
import { MEASUREMENT_UNITS, type MeasurementUnit } from '#shared/rules/units.ts';

const UNIT_LABELS: Record<MeasurementUnit, string> = { inches: 'Inches', centimeters: 'Centimeters' };

/**
 * Preferences (docs/decisions/051): the unit, the theme and discreet mode, each saved as it changes (a
 * small "Saved", no Save button). The unit and discreet mode follow the customer (the server); the theme
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
        <ThemeField />
        <DiscreetModeField />
      </CardContent>
    </Card>
  );
}

function UnitField() {
  const id = useId();
  const preferences = usePreferences();
  const save = useSavePreferences();
  const [saveState, track] = useSaveState();
  const choose = (measurementUnit: MeasurementUnit) => {
    track('saving');
    save.mutate({ measurementUnit }, { onSuccess: () => track('saved'), onError: () => track('failed') });
  };
  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-3">
        <Label htmlFor={id}>Measurement unit</Label>
        <SaveStatus state={saveState} id={`${id}-status`} />
      </div>
      <NativeSelect
        id={id}
        className="mt-1.5 sm:max-w-sm"
        value={preferences.data?.measurementUnit ?? 'inches'}
        disabled={!preferences.data}
        aria-describedby={`${id}-hint ${id}-status`}
        onChange={(event) => choose(event.target.value as MeasurementUnit)}
      >
        {MEASUREMENT_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {UNIT_LABELS[unit]}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        Preselected when you log measurements, and used in your lists.
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
