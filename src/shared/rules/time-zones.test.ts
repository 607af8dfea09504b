import { describe, expect, it } from 'vitest';
import { isKnownTimeZone } from './time-zones.ts';

describe('isKnownTimeZone', () => {
  it('knows IANA zones and UTC, and refuses other names, also when asked again', () => {
    for (let round = 0; round < 2; round++) {
      expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
      expect(isKnownTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
      expect(isKnownTimeZone('UTC')).toBe(true);
      expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
      expect(isKnownTimeZone('')).toBe(false);
    }
  });

  it('still answers rightly once more names were asked than it remembers', () => {
    for (let index = 0; index < 1100; index++) expect(isKnownTimeZone(`Nowhere/Place_${index}`)).toBe(false);
    expect(isKnownTimeZone('Asia/Tokyo')).toBe(true);
    expect(isKnownTimeZone('Nowhere/Place_1099')).toBe(false);
  });
});
