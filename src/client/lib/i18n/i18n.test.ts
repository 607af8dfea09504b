import { afterEach, describe, expect, it, vi } from 'vitest';
import { addCatalog, catalogsReady, i18n, RETRY_FIRST_MS, showLanguage, translate } from './i18n.ts';

// A language's catalog is a chunk of its own (docs/decisions/067). When it does not arrive (offline, a
// network error), the app still renders, that place in English, and the language comes with a later try.

afterEach(async () => {
  vi.useRealTimers();
  await showLanguage('en');
});

describe('a catalog chunk that fails to load', () => {
  it('leaves the place in English, never an id, and a later try shows the language', async () => {
    vi.useFakeTimers();
    let fails = 2;
    const german = vi.fn(async () => {
      if (fails-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
      return { messages: { 'test.retry.hello': ['Hallo'] } };
    });
    addCatalog({
      en: { 'test.retry.hello': ['Hello'] },
      others: { de: german, fr: german, es: german },
    });

    await expect(showLanguage('de')).resolves.toBeUndefined();
    await catalogsReady();
    expect(i18n.locale).toBe('de');
    expect(german).toHaveBeenCalledTimes(1);
    expect(translate('test.retry.hello')).toBe('Hello');
    // The shell's catalog, which did arrive, is German.
    expect(translate('common.close')).toBe('Schließen');

    // The first try again fails too: still English, and the wait grows.
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(german).toHaveBeenCalledTimes(2);
    expect(translate('test.retry.hello')).toBe('Hello');
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(translate('test.retry.hello')).toBe('Hello');
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(translate('test.retry.hello')).toBe('Hallo');
    expect(german).toHaveBeenCalledTimes(3);

    // Once arrived, it is not fetched again.
    await showLanguage('en');
    await showLanguage('de');
    expect(german).toHaveBeenCalledTimes(3);
  });

  it('a catalog added while the language fails (a screen opened offline) resolves catalogsReady, in English', async () => {
    await showLanguage('fr');
    addCatalog({
      en: { 'test.offline.title': ['Profile'] },
      others: {
        de: () => Promise.reject(new Error('offline')),
        fr: () => Promise.reject(new Error('offline')),
        es: () => Promise.reject(new Error('offline')),
      },
    });
    await expect(catalogsReady()).resolves.toBeUndefined();
    expect(translate('test.offline.title')).toBe('Profile');
  });
});
