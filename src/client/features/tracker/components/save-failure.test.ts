import { describe, expect, it } from 'vitest';
import { HttpError } from '#client/lib/request.ts';
import { saveFailureToast } from './save-failure.ts';

const http = (status: number, message?: string, code = 'VALIDATION', field?: string) =>
  new HttpError(status, 'Status', message === undefined ? '' : JSON.stringify({ code, message, field }));

describe('saveFailureToast', () => {
  it('names an image refusal, by its error code, with the server reason', () => {
    expect(saveFailureToast(http(413, 'Image must be 10MB or smaller', 'PHOTO_TOO_LARGE'), true)).toEqual({
      title: 'Failed to upload image',
      description: 'Image must be 10MB or smaller',
      variant: 'destructive',
    });
    expect(saveFailureToast(http(400, 'The file is not an image', 'NOT_AN_IMAGE'), true).title).toBe(
      'Failed to upload image',
    );
    expect(saveFailureToast(http(400, 'image: Choose an image', 'VALIDATION', 'image'), true).title).toBe(
      'Failed to upload image',
    );
    // The words of the message decide nothing.
    expect(saveFailureToast(http(400, 'The photo of the file', 'VALIDATION', 'notes'), true).title).toBe(
      'Error',
    );
  });

  it("shows other refusals as 'Error' with the server message or the default", () => {
    expect(saveFailureToast(http(400, 'Unknown device'), true)).toMatchObject({
      title: 'Error',
      description: 'Unknown device',
    });
    expect(saveFailureToast(http(400, 'Bad image'), false).title).toBe('Error');
    expect(saveFailureToast(http(500), false).description).toBe('Failed to submit session');
  });

  it("shows an unexpected exception as 'Failed to submit session'", () => {
    expect(saveFailureToast(new TypeError('Failed to fetch'), false)).toEqual({
      title: 'Error',
      description: 'Failed to submit session',
      variant: 'destructive',
    });
  });
});
