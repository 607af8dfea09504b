import { useEffect, useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { FieldError, TextField } from '#client/components/ui/text-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useLocalFormat, useT } from '#client/lib/i18n/use-t.ts';
import { latestSessionInput } from '#shared/rules/entry-dates.ts';
import { conversionHint, type MeasurementUnit } from '#shared/rules/units.ts';
import { WEIGHT_LIMITS, type WeightUnit } from '#shared/rules/weights.ts';
import type { SessionInput } from '#shared/schemas/sessions.ts';
import type { SessionFormValues } from './session-form-values.ts';
import { weightLabel } from './weight-input.ts';
import '../messages.ts';

interface SessionFormFieldsProps {
  form: UseFormReturn<SessionFormValues, unknown, SessionInput>;
  /** The device choices (the configured list, plus the edited session's own device if not in it). */
  devices: string[];
  /** The name each device is shown by (useDeviceName: neutral in discreet mode); the values stay labels. */
  deviceName?: (label: string) => string;
  showDuration: boolean;
  showWeight: boolean;
  /** The unit the weight is typed in: the spec's lbs, or kg (docs/decisions/056). */
  weightUnit?: WeightUnit;
  /** The date and time field (a measurement entry keeps its day, set in the measurement form). */
  showDate: boolean;
  /** The unit chosen: remembered as the customer's preferred unit. */
  onUnitChange: (unit: MeasurementUnit) => void;
}

/** Device, duration, weight (two devices only), length, girth, unit and notes. */
export function SessionFormFields({
  form,
  devices,
  deviceName = (label) => label,
  showDuration,
  showWeight,
  weightUnit = 'lb',
  showDate,
  onUnitChange,
}: SessionFormFieldsProps) {
  const t = useT();
  const id = useId();
  const { errors } = form.formState;
  const [unit, length, girth] = useWatch({
    control: form.control,
    name: ['measurementUnit', 'length', 'girth'],
  });
  // A weight only belongs to the weight devices: switching away drops it, so it is neither shown nor sent.
  useEffect(() => {
    if (!showWeight) form.setValue('weight', '');
  }, [showWeight, form]);
  const localFormat = useLocalFormat();
  const hintFor = (value: string) => {
    const hint = conversionHint(value, unit, localFormat);
    return hint ? <p className="text-sm text-slate-500">{hint}</p> : null;
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-device`}>{t('tracker.log.device')}</Label>
        <NativeSelect
          id={`${id}-device`}
          aria-invalid={errors.device ? true : undefined}
          aria-describedby={errors.device ? `${id}-device-error` : undefined}
          {...form.register('device')}
        >
          <option value="" disabled>
            {t('tracker.log.selectDevice')}
          </option>
          {devices.map((label) => (
            <option key={label} value={label}>
              {deviceName(label)}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={`${id}-device-error`} message={errors.device?.message} />
      </div>
      {showDate ? (
        <TextField
          label={t('tracker.log.dateTime')}
          type="datetime-local"
          max={latestSessionInput()}
          error={errors.date?.message}
          {...form.register('date')}
        />
      ) : null}
      {showDuration ? (
        <TextField
          label={t('tracker.log.duration')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.duration?.message}
          {...form.register('duration')}
        />
      ) : null}
      {showWeight ? (
        <TextField
          label={weightLabel(weightUnit)}
          type="number"
          inputMode="decimal"
          min={0}
          max={WEIGHT_LIMITS[weightUnit].max}
          step={WEIGHT_LIMITS[weightUnit].step}
          error={errors.weight?.message}
          {...form.register('weight')}
        />
      ) : null}
      <TextField
        label={t('tracker.measure.length')}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.1}
        error={errors.length?.message}
        hint={hintFor(length)}
        {...form.register('length')}
      />
      <TextField
        label={t('tracker.measure.girth')}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.1}
        error={errors.girth?.message}
        hint={hintFor(girth)}
        {...form.register('girth')}
      />
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-unit`}>{t('tracker.log.unit')}</Label>
        <NativeSelect
          id={`${id}-unit`}
          {...form.register('measurementUnit', {
            onChange: (event) => onUnitChange(event.target.value as MeasurementUnit),
          })}
        >
          <option value="inches">{t('preferences.unit.inches')}</option>
          <option value="centimeters">{t('preferences.unit.centimeters')}</option>
        </NativeSelect>
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-notes`}>{t('tracker.log.notes')}</Label>
        <Textarea
          id={`${id}-notes`}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? `${id}-notes-error` : undefined}
          {...form.register('notes')}
        />
        <FieldError id={`${id}-notes-error`} message={errors.notes?.message} />
      </div>
    </div>
  );
}
