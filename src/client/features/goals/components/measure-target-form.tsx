import { type FormEvent, useState } from 'react';
import { useSaveMeasureTarget } from '#client/api/measure-targets.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { errorMessage } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import {
  type MeasurePointName,
  type MeasureTarget,
  measureTargetBody,
} from '#shared/schemas/measure-targets.ts';

type Props = {
  point: MeasurePointName;
  label: string;
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
  target,
  unit: preferred,
  today,
  onDone,
  autoFocus = false,
}: Props) {
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
    if (parsed.success && parsed.data.date < today) found.date = 'Choose today or a later date';
    setErrors(found);
    if (!parsed.success || found.date) return;
    save.mutate(
      { point, body: parsed.data },
      {
        onSuccess: () => {
          toast({ title: `${label} target saved` });
          onDone();
        },
        onError: (err) =>
          toast({
            title: 'Could not save',
            description: errorMessage(err) ?? undefined,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label={`${label} target`}>
      <div className="grid grid-cols-[1fr_auto] items-start gap-3">
        <TextField
          label={`Target ${label.toLowerCase()}`}
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
          <Label htmlFor={`target-unit-${point}`}>Unit</Label>
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
        label="Reach it by"
        type="date"
        min={today}
        value={date}
        error={errors.date}
        onChange={(e) => setDate(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save target'}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
