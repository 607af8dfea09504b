import { describe, expect, it } from 'vitest';
import { HttpError } from '../request.ts';
import { failureOutcome } from './sync-outbox.ts';

const answer = (status: number, code?: string, message?: string) =>
  new HttpError(status, 'x', code ? JSON.stringify({ code, message }) : '');

describe('what a failed sync attempt does with the entry', () => {
  it('waits and tries again when the connection was lost or the server could not answer', () => {
    expect(failureOutcome(new TypeError('Failed to fetch'))).toEqual({ retry: true });
    for (const status of [500, 502, 503, 401, 408, 409, 429])
      expect(failureOutcome(answer(status))).toEqual({ retry: true });
  });

  it("keeps it as refused, with the server's code and message, when the server says no", () => {
    expect(
      failureOutcome(answer(403, 'PHOTO_CONSENT_REQUIRED', 'Photo storage needs your consent first.')),
    ).toEqual({
      retry: false,
      code: 'PHOTO_CONSENT_REQUIRED',
      message: 'Photo storage needs your consent first.',
    });
    expect(failureOutcome(answer(400))).toEqual({
      retry: false,
      code: null,
      message: 'The server refused this entry (400).',
    });
  });

  it('keeps it as refused on an answer of the wrong shape, rather than sending it forever', () => {
    expect(failureOutcome(new Error('parse'))).toMatchObject({ retry: false });
  });
});
