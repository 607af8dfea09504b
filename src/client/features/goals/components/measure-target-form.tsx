import { type FormEvent, useState } from 'react';
import { useSaveMeasureTarget } from '#client/api/measure-targets.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { errorMessage } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import {
  type MeasurePointName,
  type MeasureTarget,
  measureTargetBody,
} from '#shared/schemas/measure-targets.ts';
import '../messages.ts';

type Props = {
  point: MeasurePointName;
  label: string;
  /** The point as a sentence names it: 'length' ('Länge' in German). */
  inSentence: string;
  /** The target being changed, or null for a new one. */
  target: MeasureTarget | null;
  /** The preferred unit, for a new target. */
  unit: MeasurementUnit;
  today: string;
  onDone: () => void;
  /** Focus the value when the form opens for a point just chosen from the list. */
  autoFocus?: boolean;
};
type Errors = Partial<Record<'value' | 'date', string>>;

/** Sets or changes the target of one point: the value, its unit and the day to reach it by. */
export function MeasureTargetForm({
  point,
  label,
  inSentence,
  target,
  unit: preferred,
  today,
  onDone,
  autoFocus = false,
}: Props) {
  const t = useT();
  const [value, setValue] = useState(target ? String(target.value) : '');
  const [unit, setUnit] = useState<MeasurementUnit>(target?.unit ?? preferred);
  const [date, setDate] = useState(target?.date ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveMeasureTarget();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = measureTargetBody.safeParse({
      value: value.trim() === '' ? undefined : Number(value),
      unit,
      date,
    });
    const found: Errors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0];
      if ((field === 'value' || field === 'date') && !found[field]) found[field] = issue.message;
    }
    if (parsed.success && parsed.data.date < today) found.date = t('goals.target.laterDate');
    setErrors(found);
    if (!parsed.success || found.date) return;
    save.mutate(
      { point, body: parsed.data },
      {
        onSuccess: () => {
          toast({ title: t('goals.target.saved', { point: label }) });
          onDone();
        },
        onError: (err) =>
          toast({
            title: t('goals.couldNotSave'),
            description: errorMessage(err) ?? undefined,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-3"
      noValidate
      aria-label={t('goals.targets.aria', { point: label })}
    >
      <div className="grid grid-cols-[1fr_auto] items-start gap-3">
        <TextField
          label={t('goals.target.value', { point: inSentence })}
          autoFocus={autoFocus}
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          value={value}
          error={errors.value}
          onChange={(e) => setValue(e.target.value)}
        />
        <div className="space-y-1.5">
          <Label htmlFor={`target-unit-${point}`}>{t('goals.target.unit')}</Label>
          <NativeSelect
            id={`target-unit-${point}`}
            value={unit}
            onChange={(e) => setUnit(e.target.value as MeasurementUnit)}
          >
            <option value="inches">in</option>
            <option value="centimeters">cm</option>
          </NativeSelect>
        </div>
      </div>
      <TextField
        label={t('goals.target.by')}
        type="date"
        min={today}
        value={date}
        error={errors.date}
        onChange={(e) => setDate(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('goals.saving') : t('goals.target.save')}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {t('goals.target.cancel')}
        </Button>
      </div>
    </form>
  );
}
