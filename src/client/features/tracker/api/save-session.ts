import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photoKeys } from '#client/api/photos.ts';
import { sessionPreview } from '#client/api/session-writes.ts';
import { createSession, sessionKeys, updateSession } from '#client/api/sessions.ts';
import { useActionKeys } from '#client/lib/idempotency-key.ts';
import { isQueued, sendOrQueue } from '#client/lib/offline/send-or-queue.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { isMeasurementEntry, takesWeight } from '#shared/devices.ts';
import type { Session, SessionInput } from '#shared/schemas/sessions.ts';
import { refreshHomeList } from './home-reads.ts';

export interface SaveSessionInput {
  /** null creates (POST), an id updates (PUT). */
  id: number | null;
  form: FormData;
}

/** POST /api/sessions or PUT /api/sessions/{id}, multipart (spec section 7). */
function saveSession({ id, form }: SaveSessionInput, idempotencyKey: string): Promise<Session> {
  return id === null ? createSession(form, idempotencyKey) : updateSession(id, form, idempotencyKey);
}

/**
 * Saves and refreshes the session lists and statistics. Each save sends an idempotency key, the same when
 * the same save is sent again after a failure (docs/decisions/023), so it is stored once. Offline, or when
 * the connection drops on the way, the save waits in the outbox with that key (docs/decisions/032): the
 * answer is then `{ queued }` instead of the session.
 */
export function useSaveSession() {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  const { customerHash } = useCustomerHash();
  return useMutation({
    mutationFn: (input: SaveSessionInput) => {
      const idempotencyKey = keys.keyFor(input);
      const write = {
        action: input.id === null ? ('create' as const) : ('update' as const),
        targetId: input.id,
        idempotencyKey,
        body: input.form,
        preview: sessionPreview(input.form),
      };
      return sendOrQueue(write, () => saveSession(input, idempotencyKey));
    },
    // Tracker data never goes stale by itself (spec section 9): the lists, statistics, progress and the
    // photo gallery are refreshed here, by the write that changed them (or by the sync that sends it).
    onSuccess: (result, input) => {
      keys.settle(input);
      if (isQueued(result)) return;
      // The home's list too when home is not on screen: the save goes there next, and it opens with the
      // entry in place while the button still says 'Logging...' (docs/decisions/052).
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
        refreshHomeList(queryClient, customerHash),
        queryClient.invalidateQueries({ queryKey: photoKeys.all }),
      ]);
    },
  });
}

/**
 * The fields the session form sends as text; the photo goes as `image` or `imageUrl`, a day and the
 * optional measurement points only with a measurement entry (JSON, the measurement form).
 */
export type SessionFormField = Exclude<keyof SessionInput, 'imageUrl' | 'day' | 'points'>;

const text = (value: number | null) => (value === null ? '' : String(value));

/**
 * How each field of the parsed form (the shared schema's output) goes in the multipart body, or null to
 * leave it out. Every field of the schema is named, so a new one fails typecheck until it is sent.
 */
const FIELD_TEXT: {
  [K in SessionFormField]: (value: SessionInput[K], values: SessionInput) => string | null;
} = {
  device: (device) => device,
  duration: (duration) => String(duration),
  // Weight only for the weight devices.
  weight: (weight, values) => (takesWeight(values.device) ? text(weight) : null),
  length: text,
  girth: text,
  notes: (notes) => notes,
  measurementUnit: (unit) => unit,
  // A measurement entry keeps the day chosen in the measurement form: no date is sent for it.
  date: (date, values) => (date && !isMeasurementEntry(values.device) ? date.toISOString() : null),
};

/**
 * The multipart body (spec section 7): a new photo as `image`, otherwise `imageUrl` (the saved photo's URL
 * to keep it, '' for none).
 */
export function sessionFormData(values: SessionInput, image: { file: File | null; keptUrl: string }) {
  const form = new FormData();
  for (const name of Object.keys(FIELD_TEXT) as SessionFormField[]) {
    const field = FIELD_TEXT[name] as (value: unknown, values: SessionInput) => string | null;
    const value = field(values[name], values);
    if (value !== null) form.set(name, value);
  }
  if (image.file) form.set('image', image.file, image.file.name);
  else form.set('imageUrl', image.keptUrl);
  return form;
}
