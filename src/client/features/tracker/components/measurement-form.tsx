import { Save } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { usePreferredUnit, useSavePreferences, useShownUnits } from '#client/api/preferences.ts';
import { measurementPreview } from '#client/api/session-writes.ts';
import { Button } from '#client/components/ui/button.tsx';
import { SubmitHint } from '#client/components/ui/submit-hint.tsx';
import { FieldError, TextField } from '#client/components/ui/text-field.tsx';
import { useSpeech } from '#client/lib/i18n/use-speech.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import { reviseEntry } from '#client/lib/offline/outbox-actions.ts';
import type { OutboxEntry } from '#client/lib/offline/outbox-entry.ts';
import { queuedToast } from '#client/lib/offline/queued-toast.ts';
import { isQueued } from '#client/lib/offline/send-or-queue.ts';
import { errorMessage } from '#client/lib/request.ts';
import { dismissToast, toast } from '#client/lib/toast.ts';
import { type ExtraPointKey, isExtraPoint, type MeasurePointKey } from '#shared/measure-points.ts';
import { measurementFormValuesOf } from '#shared/rules/measurement-edit.ts';
import {
  checkMeasurementForm,
  emptyPointTexts,
  isMeasurementEmpty,
  localDay,
  type MeasurementEntryBody,
  type MeasurementField,
  type MeasurementFormValues,
} from '#shared/rules/measurement-entry.ts';
import type { Session } from '#shared/schemas/sessions.ts';
import { useLogMeasurement } from '../api/log-measurement.ts';
import { useUpdateMeasurement } from '../api/update-measurement.ts';
import { MeasureInput, UnitSelect } from './measure-fields.tsx';
import { MorePoints } from './more-points.tsx';
import { SavedDayConsistency, type SavedMeasurement } from './saved-day-consistency.tsx';
import '../messages.ts';

const emptyForm = (unit: MeasurementFormValues['unit']): MeasurementFormValues => ({
  day: localDay(),
  length: '',
  girth: '',
  unit,
  points: emptyPointTexts(),
});

/** The points a saved body measured: the spec's two and the optional ones (for the consistency hint). */
const measuredPoints = (body: MeasurementEntryBody): MeasurePointKey[] => [
  ...(body.length === null ? [] : (['length'] as const)),
  ...(body.girth === null ? [] : (['girth'] as const)),
  ...(Object.keys(body.points) as MeasurePointKey[]),
];

interface MeasurementFormProps {
  /** A saved measurement entry to edit (PUT) instead of logging a new one (POST). */
  entry?: Session | null;
  /** Called after a successful save of the edited entry (the new-entry form clears itself instead). */
  onSaved?: () => void;
  /** An entry waiting in the outbox (docs/decisions/032), corrected here: `entry` is what it will save. */
  pending?: OutboxEntry | null;
}

/** 'Log Measurements': unit, date, length and girth with live conversion hints (spec sections 2, 4, 5). */
/** Why Save Measurements is disabled while both numbers are empty. */
const MEASUREMENT_SUBMIT_HINT = 'tracker.measure.hint';

export function MeasurementForm({ entry = null, onSaved, pending = null }: MeasurementFormProps = {}) {
  const speech = useSpeech();
  const t = useT();
  const savePreferences = useSavePreferences();
  // The unit chosen, else the language's (docs/decisions/069); undefined while the preferences load.
  const preferred = usePreferredUnit();
  const languageUnit = useShownUnits().measurementUnit;
  const [values, setValues] = useState(() =>
    entry ? measurementFormValuesOf(entry) : emptyForm(preferred ?? languageUnit),
  );
  // The remembered unit is preselected once it arrives, unless the user already picked one (or edits an
  // entry, which keeps the unit it was entered in).
  const unitTouched = useRef(false);
  useEffect(() => {
    if (!entry && preferred && !unitTouched.current)
      setValues((current) => ({ ...current, unit: preferred }));
  }, [preferred, entry]);
  const [error, setError] = useState<{ field: MeasurementField; message: string } | null>(null);
  // "More measurement points" starts closed (the spec's form as it was), open when editing an entry with some.
  const [moreOpen, setMoreOpen] = useState(() => Object.keys(entry?.points ?? {}).length > 0);
  const [saved, setSaved] = useState<SavedMeasurement | null>(null);
  const log = useLogMeasurement();
  const update = useUpdateMeasurement(entry?.id ?? 0);
  const save = entry ? update : log;
  const formErrorId = useId();
  const hintId = useId();
  const set = (field: Exclude<keyof MeasurementFormValues, 'points'>) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setError(null);
  };
  const setPoint = (key: ExtraPointKey, value: string) => {
    setValues((current) => ({ ...current, points: { ...current.points, [key]: value } }));
    setError(null);
  };
  const fieldError = (field: MeasurementField) => (error?.field === field ? error.message : undefined);

  const empty = isMeasurementEmpty(values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkMeasurementForm(speech, values);
    setSaved(null);
    if (!check.ok) {
      dismissToast(); // the last save's success toast must not sit beside this error
      if (isExtraPoint(check.field)) setMoreOpen(true);
      return setError({ field: check.field, message: check.message });
    }
    if (pending) {
      reviseEntry(pending, check.body, measurementPreview(check.body))
        .then(() => {
          toast(queuedToast('change'));
          onSaved?.();
        })
        .catch((err: Error) =>
          toast({ title: t('common.error'), description: err.message, variant: 'destructive' }),
        );
      return;
    }
    save.mutate(check.body, {
      onSuccess: (result) => {
        toast(
          isQueued(result) ? queuedToast(entry ? 'change' : 'entry') : { title: t('tracker.measure.saved') },
        );
        if (entry) return onSaved?.();
        // Saved (not waiting offline): say so if it disagrees with another measurement of its day.
        if (!isQueued(result))
          setSaved({
            day: check.body.day,
            unit: check.body.measurementUnit,
            points: measuredPoints(check.body),
          });
        // The unit stays: whoever measures in centimetres keeps doing so.
        setValues(emptyForm(values.unit));
      },
      onError: (err) =>
        toast({
          title: t('common.error'),
          description: errorMessage(err) ?? (err instanceof Error ? err.message : String(err)),
          variant: 'destructive',
        }),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-describedby={error?.field === 'form' ? formErrorId : undefined}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <UnitSelect
          value={values.unit}
          onChange={(unit) => {
            unitTouched.current = true;
            set('unit')(unit);
            // The choice is remembered for this customer: both forms and the lists follow it.
            savePreferences.mutate({ measurementUnit: unit });
          }}
        />
        <TextField
          label={t('tracker.measure.date')}
          type="date"
          required
          max={localDay()}
          value={values.day}
          onChange={(event) => set('day')(event.target.value)}
          error={fieldError('day')}
        />
        <MeasureInput
          label={t('tracker.measure.length')}
          unit={values.unit}
          value={values.length}
          onChange={set('length')}
          error={fieldError('length')}
        />
        <MeasureInput
          label={t('tracker.measure.girth')}
          unit={values.unit}
          value={values.girth}
          onChange={set('girth')}
          error={fieldError('girth')}
        />
      </div>
      <MorePoints
        open={moreOpen}
        onToggle={() => setMoreOpen(!moreOpen)}
        unit={values.unit}
        values={values.points}
        onChange={setPoint}
        errorOf={fieldError}
      />
      <FieldError id={formErrorId} message={fieldError('form')} />
      <SubmitHint id={hintId} reason={empty ? t(MEASUREMENT_SUBMIT_HINT) : null} />
      <Button
        type="submit"
        className="w-full sm:w-auto"
        disabled={save.isPending || empty}
        aria-describedby={empty ? hintId : undefined}
      >
        <Save aria-hidden="true" />
        {t('tracker.measure.save')}
      </Button>
      <SavedDayConsistency saved={saved} />
    </form>
  );
}
