import { Play } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useDeviceName } from '#client/api/device-names.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { FieldError, TextField } from '#client/components/ui/text-field.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { TIMER_LIMITS, type TimerStart, timerStartSchema } from '#shared/schemas/timer.ts';
import { SilentToggle } from './silent-toggle.tsx';
import '../messages.ts';

type Field = 'device' | 'sets' | 'setMinutes' | 'breakMinutes';
type Errors = Partial<Record<Field, string>>;

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The form's texts as the start request, or the message of each field that is wrong. */
function parse(values: Record<Field, string>, noSets: boolean): { body: TimerStart } | { errors: Errors } {
  const parsed = timerStartSchema.safeParse({
    device: values.device,
    sets: noSets ? null : toNumber(values.sets),
    ...(noSets
      ? {}
      : { setMinutes: toNumber(values.setMinutes), breakMinutes: toNumber(values.breakMinutes) }),
  });
  if (parsed.success) return { body: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { errors };
}

interface TimerSetupProps {
  devices: string[];
  /** The device of the last session logged, preselected. */
  lastDevice: string | undefined;
  starting: boolean;
  onStart: (body: TimerStart) => void;
}

/** Choose the device and the plan: a number of sets of a length with breaks between, or no sets. */
export function TimerSetup({ devices, lastDevice, starting, onStart }: TimerSetupProps) {
  const t = useT();
  const [values, setValues] = useState<Record<Field, string>>({
    device: lastDevice && devices.includes(lastDevice) ? lastDevice : '',
    sets: '3',
    setMinutes: '20',
    breakMinutes: '5',
  });
  const [noSets, setNoSets] = useState(false);
  const deviceName = useDeviceName();
  const [errors, setErrors] = useState<Errors>({});
  const deviceId = useId();
  const noSetsId = useId();
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parse(values, noSets);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onStart(result.body);
  };

  const { sets, setMinutes, breakMinutes } = TIMER_LIMITS;
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="space-y-1.5">
        <Label htmlFor={deviceId}>{t('timer.setup.device')}</Label>
        <NativeSelect
          id={deviceId}
          value={values.device}
          onChange={set('device')}
          aria-invalid={errors.device ? true : undefined}
          aria-describedby={errors.device ? `${deviceId}-error` : undefined}
        >
          <option value="">{t('timer.setup.selectDevice')}</option>
          {devices.map((device) => (
            <option key={device} value={device}>
              {deviceName(device)}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={`${deviceId}-error`} message={errors.device} />
      </div>
      <div className="flex items-center gap-3">
        <Checkbox id={noSetsId} checked={noSets} onCheckedChange={(checked) => setNoSets(checked === true)} />
        <Label htmlFor={noSetsId} className="py-2 dark:text-slate-200">
          {t('timer.setup.noSets')}
        </Label>
      </div>
      {noSets ? null : (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('timer.setup.sets')}
            type="number"
            inputMode="numeric"
            min={sets.min}
            max={sets.max}
            value={values.sets}
            onChange={set('sets')}
            error={errors.sets}
          />
          <TextField
            label={t('timer.setup.setMinutes')}
            type="number"
            inputMode="numeric"
            min={setMinutes.min}
            max={setMinutes.max}
            value={values.setMinutes}
            onChange={set('setMinutes')}
            error={errors.setMinutes}
          />
          <TextField
            label={t('timer.setup.breakMinutes')}
            type="number"
            inputMode="numeric"
            min={breakMinutes.min}
            max={breakMinutes.max}
            value={values.breakMinutes}
            onChange={set('breakMinutes')}
            error={errors.breakMinutes}
          />
        </div>
      )}
      <SilentToggle />
      <Button type="submit" size="lg" className="min-h-14 w-full text-lg sm:w-auto" disabled={starting}>
        <Play aria-hidden="true" />
        {starting ? t('timer.setup.starting') : t('timer.setup.start')}
      </Button>
    </form>
  );
}
