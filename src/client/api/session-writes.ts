import type { EntryPreview, OutboxEntry } from '#client/lib/offline/outbox-entry.ts';
import { requestOf } from '#client/lib/offline/outbox-entry.ts';
import { hasStatus } from '#client/lib/request.ts';
import type { MeasurementEntryBody } from '#shared/rules/measurement-entry.ts';
import type { Session } from '#shared/schemas/sessions.ts';
import { createSession, deleteSession, updateSession } from './sessions.ts';

// The session and measurement writes that may wait in the outbox (docs/decisions/032): what the lists
// show of them meanwhile, and how each is sent when the connection is back.

type SessionBody = Parameters<typeof createSession>[0];

const numberOrNull = (value: FormDataEntryValue | null): number | null => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** What a session's multipart body will save, for the lists before the server has it. */
export function sessionPreview(form: FormData, now: Date = new Date()): EntryPreview {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const image = form.get('image');
  const unit = text('measurementUnit');
  return {
    device: text('device'),
    duration: numberOrNull(form.get('duration')) ?? 0,
    weight: numberOrNull(form.get('weight')),
    length: numberOrNull(form.get('length')),
    girth: numberOrNull(form.get('girth')),
    measurementUnit: unit === 'centimeters' ? 'centimeters' : 'inches',
    notes: text('notes'),
    date: text('date') || now.toISOString(),
    day: null,
    photo: (image !== null && typeof image !== 'string') || text('imageUrl') !== '',
  };
}

/** What a measurement entry will save. */
export function measurementPreview(body: MeasurementEntryBody): EntryPreview {
  return {
    device: body.device,
    duration: body.duration,
    weight: null,
    length: body.length,
    girth: body.girth,
    measurementUnit: body.measurementUnit,
    notes: body.notes,
    date: body.date,
    day: body.day,
    // Optional points (docs/decisions/059): kept so the entry corrected while it waits shows them.
    points: body.points,
    photo: false,
  };
}

/** A saved entry as the lists showed it: what a delete waiting to sync is about. */
export function savedPreview(session: Session): EntryPreview {
  const { id: _id, imageUrl, ...fields } = session;
  return { ...fields, photo: !!imageUrl };
}

/**
 * An entry waiting in the outbox as the lists and forms take a saved one: the id of the entry it changes
 * (0 for a new one) and the saved photo it keeps, if any.
 */
export function pendingSession(entry: OutboxEntry): Session {
  const kept =
    entry.body?.kind === 'form' ? entry.body.fields.find(([name]) => name === 'imageUrl')?.[1] : null;
  return {
    ...entry.preview,
    id: entry.targetId ?? 0,
    imageUrl: typeof kept === 'string' && kept !== '' ? kept : null,
  };
}

/**
 * Sends one outbox entry with its own idempotency key. Deleting an entry that is already gone (deleted
 * on another device meanwhile) is what was asked: done, not refused.
 */
export async function sendSessionEntry(entry: OutboxEntry): Promise<unknown> {
  const body = entry.body === null ? undefined : (requestOf(entry.body) as SessionBody);
  const key = entry.idempotencyKey;
  if (entry.action === 'create') return createSession(body as SessionBody, key);
  if (entry.targetId === null) throw new Error('An update or delete without its entry');
  if (entry.action === 'update') return updateSession(entry.targetId, body as SessionBody, key);
  try {
    return await deleteSession(entry.targetId, key);
  } catch (err) {
    if (hasStatus(err, 404)) return null;
    throw err;
  }
}
