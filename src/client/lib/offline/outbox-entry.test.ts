import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  type EntryPreview,
  entriesOf,
  entryKey,
  isEditable,
  nextToSend,
  type OutboxEntry,
  photoOf,
  requestOf,
} from './outbox-entry.ts';

const preview: EntryPreview = {
  device: 'Anti-turtle Sleeves',
  duration: 20,
  weight: null,
  length: null,
  girth: null,
  measurementUnit: 'inches',
  notes: '',
  date: '2026-11-22T08:00:00.000Z',
  day: null,
  photo: false,
};

function entry(id: string, at: string, changes: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    key: entryKey(new Date(at), id),
    id,
    owner: 'customer-a',
    action: 'create',
    targetId: null,
    idempotencyKey: `key-${id}`,
    body: null,
    preview,
    state: 'waiting',
    attempts: 0,
    error: null,
    queuedAt: at,
    ...changes,
  };
}

describe('outbox entries', () => {
  it('sort by when they were queued, also across the hour and day', () => {
    const later = entry('b', '2026-11-22T10:00:00.000Z');
    const earlier = entry('a', '2026-11-21T23:59:59.999Z');
    const last = entry('c', '2026-11-22T10:00:00.001Z');
    expect(entriesOf([later, last, earlier], 'customer-a').map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });

  it("are only ever another customer's nothing", () => {
    const mine = entry('a', '2026-11-22T10:00:00.000Z');
    const theirs = entry('b', '2026-11-22T09:00:00.000Z', { owner: 'customer-b' });
    expect(entriesOf([mine, theirs], 'customer-a')).toEqual([mine]);
    expect(entriesOf([mine, theirs], null)).toEqual([]);
    expect(nextToSend([theirs], 'customer-a')).toBeNull();
  });

  it('send the oldest first, skip refused ones, and send again one left mid-send by a closed page', () => {
    const refused = entry('a', '2026-11-22T08:00:00.000Z', {
      state: 'failed',
      error: { code: null, message: 'no' },
    });
    const interrupted = entry('b', '2026-11-22T09:00:00.000Z', { state: 'syncing', attempts: 1 });
    const waiting = entry('c', '2026-11-22T10:00:00.000Z');
    expect(nextToSend([waiting, interrupted, refused], 'customer-a')?.id).toBe('b');
    expect(nextToSend([waiting, refused], 'customer-a')?.id).toBe('c');
    expect(nextToSend([refused], 'customer-a')).toBeNull();
  });

  it('may be changed only while the server surely does not have them', () => {
    expect(isEditable(entry('a', '2026-11-22T08:00:00.000Z'))).toBe(true);
    expect(isEditable(entry('a', '2026-11-22T08:00:00.000Z', { state: 'failed', attempts: 2 }))).toBe(true);
    // Sent once without an answer: the server may have stored it.
    expect(isEditable(entry('a', '2026-11-22T08:00:00.000Z', { attempts: 1 }))).toBe(false);
    expect(isEditable(entry('a', '2026-11-22T08:00:00.000Z', { state: 'syncing', attempts: 1 }))).toBe(false);
  });
});

describe('outbox bodies', () => {
  it('keep a form with its photo as fields, and give the same form back', () => {
    const form = new FormData();
    form.set('device', 'Anti-turtle Sleeves');
    form.set('duration', '21');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'progress.jpg', { type: 'image/jpeg' });
    form.set('image', file);
    const body = bodyOf(form);
    expect(body.kind).toBe('form');
    expect(photoOf(body)?.name).toBe('progress.jpg');
    const again = requestOf(body) as FormData;
    expect(again.get('device')).toBe('Anti-turtle Sleeves');
    expect(again.get('duration')).toBe('21');
    expect((again.get('image') as File).size).toBe(3);
  });

  it('keep JSON as it is, with no photo', () => {
    const body = bodyOf({ device: 'Measurement Update', length: 6.25 });
    expect(body).toEqual({ kind: 'json', value: { device: 'Measurement Update', length: 6.25 } });
    expect(photoOf(body)).toBeNull();
    expect(requestOf(body)).toEqual({ device: 'Measurement Update', length: 6.25 });
  });
});
