import { describe, expect, it } from 'vitest';
import { decodeHistoryCursor, encodeHistoryCursor } from './history-cursor.ts';

describe('the history cursor', () => {
  it('round-trips a date to the microsecond and an id, as URL-safe text', () => {
    const cursor = { date: '2026-11-20T12:00:00.123456Z', id: 42 };
    const text = encodeHistoryCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeHistoryCursor(text)).toEqual(cursor);
  });

  it('refuses text it did not make as bad input about the cursor', () => {
    const forged = [
      'abc',
      Buffer.from('2026-11-20T12:00:00.123Z/4').toString('base64url'),
      Buffer.from('2026-11-20T12:00:00.123456Z/99999999999').toString('base64url'),
      Buffer.from('2026-13-45T12:00:00.123456Z/4').toString('base64url'),
      Buffer.from('2026-02-30T12:00:00.123456Z/4').toString('base64url'),
      Buffer.from("2026-11-20T12:00:00.123456Z/4' or 1=1").toString('base64url'),
    ];
    for (const text of forged) {
      expect(() => decodeHistoryCursor(text), text).toThrow(
        expect.objectContaining({ code: 'VALIDATION', field: 'cursor', message: 'Invalid cursor' }),
      );
    }
  });
});
