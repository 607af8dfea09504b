import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { useDeviceName } from '#client/api/device-names.ts';
import { useSavePreferences } from '#client/api/preferences.ts';
import { sessionPreview } from '#client/api/session-writes.ts';
import { Button } from '#client/components/ui/button.tsx';
import { SubmitHint } from '#client/components/ui/submit-hint.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { reviseEntry } from '#client/lib/offline/outbox-actions.ts';
import { type OutboxEntry, photoOf } from '#client/lib/offline/outbox-entry.ts';
import { queuedToast } from '#client/lib/offline/queued-toast.ts';
import { isQueued } from '#client/lib/offline/send-or-queue.ts';
import { dismissToast, toast } from '#client/lib/toast.ts';
import { isMeasurementEntry, takesWeight } from '#shared/devices.ts';
import type { WeightUnit } from '#shared/rules/weights.ts';
import { type Session, type SessionInput, sessionInputSchema } from '#shared/schemas/sessions.ts';
import { sessionFormData, useSaveSession } from '../api/save-session.ts';
import { useOfferCheckin } from '../hooks/checkin-offer.ts';
import { useImageChoice } from '../hooks/use-image-choice.ts';
import { saveFailureToast } from './save-failure.ts';
import { SessionFormFields } from './session-form-fields.tsx';
import { type SessionDefaults, type SessionFormValues, sessionFormValues } from './session-form-values.ts';
import { SessionImageField } from './session-image-field.tsx';
import { withWeightUnit } from './weight-input.ts';
import '../messages.ts';

/** Why Log Session is disabled (a disabled button says why). */
const SESSION_HINTS = {
  device: 'tracker.log.hint.device',
  invalid: 'tracker.log.hint.invalid',
} as const;

interface SessionFormProps {
  /** The configured device labels. */
  devices: string[];
  /** The session being edited, or null to log a new one. */
  session: Session | null;
  /** For a new session: the device last used and the preferred unit. */
  defaults?: SessionDefaults;
  /** An entry waiting in the outbox (docs/decisions/032), corrected here: `session` is what it will save. */
  pending?: OutboxEntry | null;
  /** The unit the weight is typed in (docs/decisions/056); it is sent as stored pounds. */
  weightUnit: WeightUnit;
}

/** Log or edit a session (spec sections 2, 4, 5), validated by the same schema as the server. */
export function SessionForm({
  devices,
  session,
  defaults = {},
  pending = null,
  weightUnit,
}: SessionFormProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const save = useSaveSession();
  const offerCheckin = useOfferCheckin();
  const savePreferences = useSavePreferences();
  const deviceName = useDeviceName();
  const image = useImageChoice(session?.imageUrl ?? null, photoOf(pending?.body ?? null));
  const resolver = useMemo(
    () =>
      withWeightUnit(
        zodResolver(sessionInputSchema(devices)) as unknown as Resolver<
          SessionFormValues,
          unknown,
          SessionInput
        >,
        weightUnit,
      ),
    [devices, weightUnit],
  );
  const form = useForm<SessionFormValues, unknown, SessionInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: sessionFormValues(session, defaults, weightUnit),
  });
  const device = useWatch({ control: form.control, name: 'device' });
  const editing = session !== null;
  // A measurement-only entry (or a device since removed from the list) stays selectable when edited.
  const choices = session && !devices.includes(session.device) ? [...devices, session.device] : devices;

  const onSubmit = form.handleSubmit(
    (values) => {
      const body = sessionFormData(values, image);
      if (pending) {
        reviseEntry(pending, body, sessionPreview(body))
          .then(() => {
            toast(queuedToast('change'));
            navigate('/');
          })
          .catch((err: Error) =>
            toast({ title: t('common.error'), description: err.message, variant: 'destructive' }),
          );
        return;
      }
      save.mutate(
        { id: session?.id ?? null, form: body },
        {
          onSuccess: (saved) => {
            if (isQueued(saved)) {
              // Kept on this device: it syncs by itself; the check-in waits for a session the server has.
              toast(queuedToast(editing ? 'change' : 'entry'));
              return navigate('/');
            }
            toast({ title: editing ? t('tracker.log.toast.updated') : t('tracker.log.toast.logged') });
            // Home then offers the optional check-in (docs/decisions/020); the spec's flow is unchanged.
            if (!editing) offerCheckin(saved);
            navigate('/');
          },
          onError: (err) => toast(saveFailureToast(err, image.file !== null)),
        },
      );
    },
    () => dismissToast(),
  );

  const hintId = useId();
  // Read on every render: react-hook-form only tracks isValid once a render has read it.
  const { isValid } = form.formState;
  const reason = editing ? null : !device ? SESSION_HINTS.device : !isValid ? SESSION_HINTS.invalid : null;
  const blocked = save.isPending || reason !== null;
  const idleLabel = editing ? t('tracker.log.saveChanges') : t('screen.log.title');
  const busyLabel = editing ? t('save.saving') : t('tracker.log.logging');
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <SessionFormFields
        form={form}
        devices={choices}
        deviceName={deviceName}
        showDuration={!isMeasurementEntry(device)}
        showWeight={takesWeight(device)}
        weightUnit={weightUnit}
        showDate={!isMeasurementEntry(device)}
        onUnitChange={(unit) => savePreferences.mutate({ measurementUnit: unit })}
      />
      <SessionImageField image={image} sessionId={session?.id ?? null} />
      <SubmitHint id={hintId} reason={reason && t(reason)} />
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        disabled={blocked}
        aria-describedby={reason ? hintId : undefined}
      >
        {save.isPending ? busyLabel : idleLabel}
      </Button>
    </form>
  );
}
