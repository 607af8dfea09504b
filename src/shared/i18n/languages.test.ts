import { describe, expect, it } from 'vitest';
import { matchLanguage, resolveLanguage } from './languages.ts';

describe('matchLanguage', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['fr_CA', 'fr'],
    ['ES', 'es'],
    ['en-GB', 'en'],
    ['pt-BR', null],
    ['', null],
    [null, null],
  ])('%s is %s', (tag, language) => expect(matchLanguage(tag)).toBe(language));
});

describe('resolveLanguage', () => {
  it('takes the choice first', () =>
    expect(resolveLanguage({ choice: 'es', storeLocale: 'fr', browserLanguages: ['de'] })).toBe('es'));
  it('takes the store locale without a choice', () =>
    expect(resolveLanguage({ choice: null, storeLocale: 'fr-CA', browserLanguages: ['de'] })).toBe('fr'));
  it('takes the first browser language spoken', () =>
    expect(resolveLanguage({ storeLocale: 'it', browserLanguages: ['pt-BR', 'de-CH', 'fr'] })).toBe('de'));
  it('falls back to English', () => {
    expect(resolveLanguage({ browserLanguages: ['ja', 'it'] })).toBe('en');
    expect(resolveLanguage({})).toBe('en');
  });
  it('skips a choice it does not speak', () =>
    expect(resolveLanguage({ choice: 'xx', storeLocale: 'de' })).toBe('de'));
});
