import { useState } from 'react';
import { useDeleteMeasureTarget, useMeasureTargets } from '#client/api/measure-targets.ts';
import { useShownUnits } from '#client/api/preferences.ts';
import { LoadError } from '#client/components/load-states.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useLocalFormat, useT } from '#client/lib/i18n/use-t.ts';
import { errorMessage } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import { EXTRA_POINT_KEYS, type ExtraPointKey, isExtraPoint } from '#shared/measure-points.ts';
import {
  MEASURE_POINTS,
  type MeasurePointName,
  type MeasureTarget,
} from '#shared/schemas/measure-targets.ts';
import { MeasureTargetForm } from './measure-target-form.tsx';
import { progressWords, projectionWords } from './measure-target-words.ts';
import { usePointName } from './point-name.ts';
import '../messages.ts';

/**
 * The goals page's "Measurement targets": length and girth, and any optional point with a target
 * (docs/decisions/059); another point is added from a list. Per point: a target with a date, the progress
 * and the projection.
 */
export function MeasureTargetsCard() {
  const t = useT();
  const targets = useMeasureTargets();
  const unit = useShownUnits().measurementUnit;
  const [adding, setAdding] = useState<ExtraPointKey | null>(null);
  const shown = (point: MeasurePointName) =>
    !isExtraPoint(point) || point === adding || !!targets.data?.targets.some((each) => each.point === point);
  return (
    <section
      aria-labelledby="measure-targets-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="measure-targets-heading" className="text-base font-semibold text-slate-900">
        {t('goals.targets.title')}
      </h2>
      {targets.error ? (
        <LoadError error={targets.error} />
      ) : targets.data ? (
        <>
          {MEASURE_POINTS.filter(shown).map((point) => (
            <TargetRow
              key={point}
              point={point}
              target={targets.data.targets.find((each) => each.point === point) ?? null}
              unit={unit}
              today={targets.data.today}
              startEditing={point === adding}
              onClose={() => setAdding(null)}
            />
          ))}
          <AnotherPoint choices={EXTRA_POINT_KEYS.filter((point) => !shown(point))} onChoose={setAdding} />
        </>
      ) : (
        <p className="text-sm text-slate-600">{t('goals.targets.loading')}</p>
      )}
    </section>
  );
}

/** "Another measurement point": one of the optional points without a target, to set one for. */
function AnotherPoint({
  choices,
  onChoose,
}: {
  choices: ExtraPointKey[];
  onChoose: (point: ExtraPointKey) => void;
}) {
  const t = useT();
  const pointName = usePointName();
  const [choice, setChoice] = useState<ExtraPointKey | ''>('');
  if (choices.length === 0) return null;
  const selected = choice && choices.includes(choice) ? choice : (choices[0] ?? '');
  return (
    <div className="flex flex-wrap items-end gap-2 border-t border-slate-200 pt-4">
      <div className="min-w-0 flex-1 space-y-1.5">
        <Label htmlFor="another-target-point">{t('goals.targets.another')}</Label>
        <NativeSelect
          id="another-target-point"
          value={selected}
          onChange={(event) => setChoice(event.target.value as ExtraPointKey)}
        >
          {choices.map((point) => (
            <option key={point} value={point}>
              {pointName(point).label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button variant="outline" onClick={() => selected && onChoose(selected)}>
        {t('goals.targets.add')}
      </Button>
    </div>
  );
}

type RowProps = {
  point: MeasurePointName;
  target: MeasureTarget | null;
  unit: 'inches' | 'centimeters';
  today: string;
  /** Opens with its form (a point just added from the list). */
  startEditing: boolean;
  /** The form closed: a point added but left without a target leaves the list. */
  onClose: () => void;
};

function TargetRow({ point, target, unit, today, startEditing, onClose }: RowProps) {
  const [editing, setEditing] = useState(startEditing);
  const t = useT();
  const remove = useDeleteMeasureTarget();
  const { label, inSentence } = usePointName()(point);
  const removeTarget = () =>
    remove.mutate(point, {
      onSuccess: () => toast({ title: t('goals.targets.removed', { point: label }) }),
      onError: (err) =>
        toast({
          title: t('goals.targets.couldNotRemove'),
          description: errorMessage(err) ?? undefined,
          variant: 'destructive',
        }),
    });
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4 first-of-type:border-t-0 first-of-type:pt-0">
      <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
      {editing ? (
        <MeasureTargetForm
          point={point}
          label={label}
          inSentence={inSentence}
          target={target}
          autoFocus={startEditing}
          unit={unit}
          today={today}
          onDone={() => {
            setEditing(false);
            onClose();
          }}
        />
      ) : target ? (
        <>
          <TargetProgress label={label} target={target} today={today} />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setEditing(true)}>
              {t('goals.targets.change')}
            </Button>
            <Button variant="destructiveOutline" onClick={removeTarget} disabled={remove.isPending}>
              {t('goals.targets.remove')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('goals.targets.none')}</p>
          <Button variant="outline" onClick={() => setEditing(true)}>
            {t('goals.targets.set', { point: inSentence })}
          </Button>
        </>
      )}
    </div>
  );
}

function TargetProgress({ label, target, today }: { label: string; target: MeasureTarget; today: string }) {
  const words = { t: useT(), format: useLocalFormat() };
  const progress = progressWords(target, today, words);
  const projection = projectionWords(target, today, words);
  const percent = Math.round(progress.filled * 100);
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-900">{progress.text}</p>
      <div
        role="progressbar"
        aria-label={words.t('goals.targets.aria', { point: label })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-blue-700" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-700">{projection.text}</p>
      {projection.timing ? <p className="text-sm text-slate-700">{projection.timing}</p> : null}
    </div>
  );
}
