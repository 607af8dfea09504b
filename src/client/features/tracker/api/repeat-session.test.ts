import { describe, expect, it } from 'vitest';
import type { Session } from '#shared/schemas/sessions.ts';
import { repeatFormData } from './repeat-session.ts';

const last: Session = {
  id: 7,
  device: 'Adjustable Penis Weight Hanging System',
  duration: 25,
  weight: 2.5,
  length: 6,
  girth: 5,
  measurementUnit: 'centimeters',
  notes: 'felt good',
  imageUrl: '/api/photos/abc',
  date: '2026-11-01T10:00:00.000Z',
  day: null,
};

describe('a repeat of the last session', () => {
  it('sends its device, duration, weight and unit, dated now, without notes, measurements or photo', () => {
    const now = new Date('2026-11-27T09:00:00.000Z');
    const sent = Object.fromEntries(repeatFormData(last, now));
    expect(sent).toEqual({
      device: last.device,
      duration: '25',
      weight: '2.5',
      length: '',
      girth: '',
      notes: '',
      measurementUnit: 'centimeters',
      date: now.toISOString(),
      imageUrl: '',
    });
  });

  it('sends no weight for a device without one', () => {
    const sent = Object.fromEntries(repeatFormData({ ...last, device: 'Another device', weight: null }));
    expect(sent).not.toHaveProperty('weight');
  });
});
