import { type I18n, setupI18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { limitReached } from '#server/lib/app-error.ts';
import { uploadLimitMessage } from '#server/services/photos/upload-quota.ts';
import { lockedError } from '#server/services/users/sign-in-user.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { localFormat } from '#shared/i18n/local-format.ts';
import { HttpError } from '../request.ts';
import { FIGURED_MESSAGE_IDS, figuredMessage, figuredValues, sizeText } from './figured-messages.ts';

// The server's messages with figures, said by code and figures in every language (docs/decisions/069).

let i18n: I18n;
beforeAll(async () => {
  i18n = setupI18n();
  for (const language of ['en', 'de', 'fr', 'es'] as const) {
    const { messages } = await import(`../../../shared/locales/${language}.po`);
    i18n.load(language, messages);
  }
});
const say = (language: Language, id: string, figures: Parameters<typeof figuredValues>[0]) => {
  i18n.activate(language);
  return i18n._(id, figuredValues(figures, localFormat(language)));
};

describe("the English catalog's messages with figures", () => {
  it.each([1, 2, 15, 1234])('say what the server says, for %i minute(s)', (minutes) => {
    expect(say('en', FIGURED_MESSAGE_IDS.RATE_LIMITED, { minutes })).toBe(
      limitReached(minutes * 60_000).message,
    );
    const locked = lockedError(new Date(Date.now() + minutes * 60_000 - 500));
    expect(locked.figures).toEqual({ minutes });
    expect(say('en', FIGURED_MESSAGE_IDS.ACCOUNT_LOCKED, { minutes })).toBe(locked.message);
  });

  it.each([
    [1, 1024 * 1024],
    [20, 50 * 1024 * 1024],
    [5, 1.5 * 1024 * 1024],
    [3, 512 * 1024],
  ])('say what the server says, for a quota of %i photos or %i bytes', (photos, bytes) => {
    expect(say('en', FIGURED_MESSAGE_IDS.UPLOAD_QUOTA_EXCEEDED, { photos, bytes })).toBe(
      uploadLimitMessage(photos, bytes),
    );
  });
});

describe('the other languages', () => {
  it('say the minutes and the quota in their words and numbers', () => {
    expect(say('de', FIGURED_MESSAGE_IDS.RATE_LIMITED, { minutes: 1 })).toBe(
      'Zu viele Anfragen. Bitte versuch es in 1 Minute noch einmal.',
    );
    expect(say('de', FIGURED_MESSAGE_IDS.ACCOUNT_LOCKED, { minutes: 15 })).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Dein Konto ist gesperrt; versuch es in 15 Minuten noch einmal.',
    );
    expect(
      say('de', FIGURED_MESSAGE_IDS.UPLOAD_QUOTA_EXCEEDED, { photos: 20, bytes: 1.5 * 1024 * 1024 }),
    ).toBe(
      'Upload-Limit erreicht: höchstens 20 Fotos oder 1,5 MB pro Tag. Bitte versuch es später noch einmal.',
    );
    expect(say('fr', FIGURED_MESSAGE_IDS.RATE_LIMITED, { minutes: 3 })).toBe(
      'Trop de requêtes. Veuillez réessayer dans 3 minutes.',
    );
    expect(say('es', FIGURED_MESSAGE_IDS.UPLOAD_QUOTA_EXCEEDED, { photos: 1, bytes: 50 * 1024 * 1024 })).toBe(
      'Límite de subida alcanzado: como máximo 1 foto o 50 MB al día. Vuelve a intentarlo más tarde.',
    );
  });

  it('write sizes with their numbers', () => {
    expect(sizeText(1.5 * 1024 * 1024, localFormat('en'))).toBe('1.5 MB');
    expect(sizeText(1.5 * 1024 * 1024, localFormat('de'))).toBe('1,5 MB');
    expect(sizeText(512 * 1024, localFormat('fr'))).toBe('512 Ko');
    expect(sizeText(512 * 1024, localFormat('es'))).toBe('512 KB');
  });
});

describe('an error answer with figures', () => {
  it('is remembered by its message, with its code’s id', () => {
    const message = 'Too many requests. Please try again in 7 minutes.';
    new HttpError(429, 'Too Many Requests', JSON.stringify({ code: 'RATE_LIMITED', message, minutes: 7 }));
    expect(figuredMessage(message)).toEqual({
      id: 'message.tooManyRequests',
      figures: { minutes: 7, photos: undefined, bytes: undefined },
    });
  });

  it('is not, without figures or for another code', () => {
    const plain = 'Too many requests. Please try again in 9 minutes.';
    new HttpError(429, '', JSON.stringify({ code: 'RATE_LIMITED', message: plain }));
    expect(figuredMessage(plain)).toBeNull();
    new HttpError(400, '', JSON.stringify({ code: 'VALIDATION', message: 'Nope', minutes: 2 }));
    expect(figuredMessage('Nope')).toBeNull();
  });
});

describe('a server message with figures, shown', () => {
  it('reads in the language shown, and in English as the server wrote it', async () => {
    const { showLanguage } = await import('./i18n.ts');
    const { translateSpecMessage } = await import('./use-t.ts');
    const message = 'Upload limit reached: at most 20 photos or 1.5 MB per day. Please try again later.';
    new HttpError(
      429,
      '',
      JSON.stringify({ code: 'UPLOAD_QUOTA_EXCEEDED', message, photos: 20, bytes: 1.5 * 1024 * 1024 }),
    );
    await showLanguage('de');
    expect(translateSpecMessage(message)).toBe(
      'Upload-Limit erreicht: höchstens 20 Fotos oder 1,5 MB pro Tag. Bitte versuch es später noch einmal.',
    );
    await showLanguage('fr');
    expect(translateSpecMessage(message)).toBe(
      'Limite d’envoi atteinte\u00a0: 20 photos ou 1,5 Mo par jour au maximum. Veuillez réessayer plus tard.',
    );
    await showLanguage('en');
    expect(translateSpecMessage(message)).toBe(message);
  });
});
