import { useId } from 'react';
import { usePreferences, useSavePreferences, useShownUnits } from '#client/api/preferences.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import { MEASUREMENT_UNITS, type MeasurementUnit } from '#shared/rules/units.ts';
import { WEIGHT_UNITS, type WeightUnit } from '#shared/rules/weights.ts';
import type { PreferencesUpdate } from '#shared/schemas/preferences.ts';
import { DiscreetModeField } from './discreet-mode-field.tsx';
import { LanguageField } from './language-field.tsx';
import { ThemeSelect } from './theme-select.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card.tsx';
import { Label } from './ui/label.tsx';
import { NativeSelect } from './ui/native-select.tsx';
import { SaveStatus, useSaveState } from './ui/save-status.tsx';
import './messages.ts';

const UNIT_LABEL_IDS: Record<MeasurementUnit, string> = {
  inches: 'preferences.unit.inches',
  centimeters: 'preferences.unit.centimeters',
};
const WEIGHT_UNIT_LABEL_IDS: Record<WeightUnit, string> = {
  lb: 'preferences.weight.lb',
  kg: 'preferences.weight.kg',
};

/**
 * Preferences (docs/decisions/051), in the profile, and on /privacy for a store customer without an account
 * (docs/decisions/061): the units (length and weight), the theme and discreet mode, each saved as it changes (a
 * small "Saved", no Save button). The units and discreet mode follow the customer (the server); the theme
 * stays on this device.
 */
export function PreferencesCard() {
  const t = useT();
  return (
    <Card aria-labelledby="preferences-card-title">
      <CardHeader>
        <CardTitle id="preferences-card-title">{t('preferences.title')}</CardTitle>
        <CardDescription>{t('preferences.savedAsYouChange')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <LanguageField />
        <UnitField />
        <WeightUnitField />
        <ThemeField />
        <DiscreetModeField />
      </CardContent>
    </Card>
  );
}

const UNIT_OPTIONS = MEASUREMENT_UNITS.map((unit) => ({ value: unit, label: UNIT_LABEL_IDS[unit] }));
const WEIGHT_UNIT_OPTIONS = WEIGHT_UNITS.map((unit) => ({ value: unit, label: WEIGHT_UNIT_LABEL_IDS[unit] }));

function UnitField() {
  const { measurementUnit } = useShownUnits();
  return (
    <PreferenceSelect
      label="preferences.unit"
      hint="preferences.unitHint"
      value={measurementUnit}
      options={UNIT_OPTIONS}
      update={(measurementUnit) => ({ measurementUnit })}
    />
  );
}

/** Pounds (the spec's) or kilograms: the session form's weight, the lists and the charts (docs/decisions/056). */
function WeightUnitField() {
  const { weightUnit } = useShownUnits();
  return (
    <PreferenceSelect
      label="preferences.weightUnit"
      hint="preferences.weightUnitHint"
      value={weightUnit}
      options={WEIGHT_UNIT_OPTIONS}
      update={(weightUnit) => ({ weightUnit })}
    />
  );
}

interface PreferenceSelectProps<V extends string> {
  /** Message ids (docs/decisions/067), as are the options' labels. */
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
  const t = useT();
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
        <Label htmlFor={id}>{t(label)}</Label>
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
            {t(option.label)}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t(hint)}
      </p>
    </div>
  );
}

function ThemeField() {
  const t = useT();
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
        {t('preferences.themeHint')}
      </p>
    </div>
  );
}
