import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone, dateTimeFormat } from './date-formats.ts';

describe('dateTimeFormat', () => {
  it('gives the same formatter for the same locale and options, another for other options', () => {
    const medium = dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(medium);
    expect(dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(medium);
    expect(dateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(medium);
    expect(medium.format(Date.UTC(2026, 2, 7))).toBe('Mar 7, 2026');
  });

  it('throws for an unknown zone every time, keeping nothing', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});

describe('browserTimeZone', () => {
  it("is the runtime's IANA zone", () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('asks Temporal, and not Intl, where the runtime has Temporal', async () => {
    const timeZoneId = vi.fn(() => 'Pacific/Auckland');
    vi.stubGlobal('Temporal', { Now: { timeZoneId } });
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    vi.resetModules();
    const fresh = await import('./date-formats.ts');
    expect(fresh.browserTimeZone()).toBe('Pacific/Auckland');
    expect(fresh.browserTimeZone()).toBe('Pacific/Auckland');
    expect(timeZoneId).toHaveBeenCalledTimes(1);
    expect(dateTimeFormat).not.toHaveBeenCalled();
    dateTimeFormat.mockRestore();
  });
});
