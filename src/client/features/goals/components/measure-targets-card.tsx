import { useState } from 'react';
import { useDeleteMeasureTarget, useMeasureTargets } from '#client/api/measure-targets.ts';
import { usePreferences } from '#client/api/preferences.ts';
import { LoadError } from '#client/components/load-states.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import {
  MEASURE_POINTS,
  type MeasurePointName,
  type MeasureTarget,
} from '#shared/schemas/measure-targets.ts';
import { MeasureTargetForm } from './measure-target-form.tsx';
import { progressWords, projectionWords } from './measure-target-words.ts';

const LABELS: Record<MeasurePointName, string> = { length: 'Length', girth: 'Girth' };

/** The goals page's "Measurement targets": per point, a target with a date, the progress and the projection. */
export function MeasureTargetsCard() {
  const targets = useMeasureTargets();
  const unit = usePreferences().data?.measurementUnit ?? 'inches';
  return (
    <section
      aria-labelledby="measure-targets-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="measure-targets-heading" className="text-base font-semibold text-slate-900">
        Measurement targets
      </h2>
      {targets.error ? (
        <LoadError error={targets.error} />
      ) : targets.data ? (
        MEASURE_POINTS.map((point) => (
          <TargetRow
            key={point}
            point={point}
            target={targets.data.targets.find((each) => each.point === point) ?? null}
            unit={unit}
            today={targets.data.today}
          />
        ))
      ) : (
        <p className="text-sm text-slate-600">Loading your data...</p>
      )}
    </section>
  );
}

type RowProps = {
  point: MeasurePointName;
  target: MeasureTarget | null;
  unit: 'inches' | 'centimeters';
  today: string;
};

function TargetRow({ point, target, unit, today }: RowProps) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteMeasureTarget();
  const label = LABELS[point];
  const removeTarget = () =>
    remove.mutate(point, {
      onSuccess: () => toast({ title: `${label} target removed` }),
      onError: (err) =>
        toast({
          title: 'Could not remove',
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
          target={target}
          unit={unit}
          today={today}
          onDone={() => setEditing(false)}
        />
      ) : target ? (
        <>
          <TargetProgress label={label} target={target} today={today} />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setEditing(true)}>
              Change target
            </Button>
            <Button variant="destructiveOutline" onClick={removeTarget} disabled={remove.isPending}>
              Remove target
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-600">No target set.</p>
          <Button variant="outline" onClick={() => setEditing(true)}>
            Set a {label.toLowerCase()} target
          </Button>
        </>
      )}
    </div>
  );
}

function TargetProgress({ label, target, today }: { label: string; target: MeasureTarget; today: string }) {
  const progress = progressWords(target, today);
  const projection = projectionWords(target, today);
  const percent = Math.round(progress.filled * 100);
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-900">{progress.text}</p>
      <div
        role="progressbar"
        aria-label={`${label} target`}
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
