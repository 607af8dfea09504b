import { describe, expect, it } from 'vitest';
import { countText, dayText, shortDayText } from '../rules/english-format.ts';
import { localFormat } from './local-format.ts';

const instant = new Date('2026-11-17T15:04:00Z');

describe('localFormat', () => {
  it('writes English exactly as before (ADR 036)', () => {
    const english = localFormat('en');
    expect(english.day(instant, { utc: true })).toBe(dayText(instant, { utc: true }));
    expect(english.shortDay(instant, { utc: true })).toBe(shortDayText(instant, { utc: true }));
    expect(english.count(12345)).toBe(countText(12345));
    expect(english.decimal(5.5)).toBe('5.5');
  });

  it('writes dates and numbers as each language does', () => {
    expect(localFormat('de').day(instant, { utc: true })).toBe('17.11.2026');
    expect(localFormat('de').count(12345)).toBe('12.345');
    expect(localFormat('de').decimal(5.5)).toBe('5,5');
    expect(localFormat('fr').decimal(5.25)).toBe('5,25');
    expect(localFormat('fr').day(instant, { utc: true })).toBe('17 nov. 2026');
    expect(localFormat('es').shortDay(instant, { utc: true })).toBe('17 nov');
  });
});
