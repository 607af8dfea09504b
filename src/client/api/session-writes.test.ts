import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '#client/lib/offline/outbox-entry.ts';
import { measurementPreview, pendingSession, sessionPreview } from './session-writes.ts';

describe('what the lists show of an entry waiting to sync', () => {
  it('reads a session form: numbers, unit, date and whether a photo goes with it', () => {
    const form = new FormData();
    form.set('device', 'Extender');
    form.set('duration', '25');
    form.set('weight', '2.5');
    form.set('length', '');
    form.set('girth', '5.1');
    form.set('measurementUnit', 'centimeters');
    form.set('notes', 'evening');
    form.set('date', '2026-11-21T19:00:00.000Z');
    form.set('image', new File([new Uint8Array(4)], 'p.jpg', { type: 'image/jpeg' }));
    expect(sessionPreview(form)).toEqual({
      device: 'Extender',
      duration: 25,
      weight: 2.5,
      length: null,
      girth: 5.1,
      measurementUnit: 'centimeters',
      notes: 'evening',
      date: '2026-11-21T19:00:00.000Z',
      day: null,
      photo: true,
    });
  });

  it('dates a session without a date now, and keeps a saved photo kept by its URL', () => {
    const form = new FormData();
    form.set('device', 'Extender');
    form.set('duration', '10');
    form.set('imageUrl', '/api/photos/abc');
    const now = new Date('2026-11-22T07:00:00.000Z');
    expect(sessionPreview(form, now)).toMatchObject({ date: now.toISOString(), photo: true, weight: null });
  });

  it('shows a measurement by its calendar day', () => {
    const preview = measurementPreview({
      device: 'Measurement Update',
      duration: 0,
      length: 6.25,
      girth: null,
      measurementUnit: 'inches',
      notes: 'Measurement only entry',
      imageUrl: '',
      date: '2026-11-21T23:00:00.000Z',
      day: '2026-11-22',
      points: { base_girth: 5.25 },
    });
    // Its optional points ride along: the entry corrected while it waits shows them in the form.
    expect(preview).toMatchObject({
      day: '2026-11-22',
      length: 6.25,
      photo: false,
      points: { base_girth: 5.25 },
    });
  });

  it('gives an update the id of the entry it changes, and a new entry none', () => {
    const base = { preview: sessionPreview(new FormData()), body: null } as unknown as OutboxEntry;
    expect(pendingSession({ ...base, targetId: 42 }).id).toBe(42);
    expect(pendingSession({ ...base, targetId: null }).id).toBe(0);
    const kept = {
      ...base,
      targetId: 7,
      body: { kind: 'form', fields: [['imageUrl', '/api/photos/xyz']] },
    } as OutboxEntry;
    expect(pendingSession(kept).imageUrl).toBe('/api/photos/xyz');
  });
});
