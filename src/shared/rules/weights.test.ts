import { describe, expect, it } from 'vitest';
import { localFormat } from '../i18n/local-format.ts';
import {
  fromStoredPounds,
  isStoredWeight,
  isWeightInSteps,
  toStoredPounds,
  WEIGHT_LIMITS,
  weightText,
} from './weights.ts';

describe('weights in pounds or kilograms', () => {
  it('gives back every kilogram step typed, through the pounds stored with one place', () => {
    for (let kg = 0; kg <= WEIGHT_LIMITS.kg.max; kg += WEIGHT_LIMITS.kg.step) {
      const stored = toStoredPounds(kg, 'kg');
      expect(Number.isInteger(Math.round(stored * 10))).toBe(true);
      expect(stored).toBeLessThanOrEqual(10);
      expect(fromStoredPounds(stored, 'kg')).toBe(kg);
    }
  });

  it("shows the spec's 10 lb maximum as 4.5 kg", () => {
    expect(WEIGHT_LIMITS.lb.max).toBe(10);
    expect(fromStoredPounds(10, 'kg')).toBe(4.5);
    expect(toStoredPounds(4.5, 'kg')).toBe(9.9);
  });

  it('keeps pounds as they are', () => {
    expect(toStoredPounds(2.5, 'lb')).toBe(2.5);
    expect(fromStoredPounds(2.5, 'lb')).toBe(2.5);
  });

  it('checks steps of 0.5 lb or 0.25 kg within the maximum', () => {
    expect(isWeightInSteps(2.5, 'lb')).toBe(true);
    expect(isWeightInSteps(2.25, 'lb')).toBe(false);
    expect(isWeightInSteps(10.5, 'lb')).toBe(false);
    expect(isWeightInSteps(1.75, 'kg')).toBe(true);
    expect(isWeightInSteps(1.8, 'kg')).toBe(false);
    expect(isWeightInSteps(4.75, 'kg')).toBe(false);
    expect(isWeightInSteps(-0.5, 'lb')).toBe(false);
  });

  it('writes a weight with its unit', () => {
    expect(weightText(4, 'lb', localFormat('en'))).toBe('4 lbs');
    expect(weightText(2.5, 'lb', localFormat('en'))).toBe('2.5 lbs');
    expect(weightText(3.9, 'kg', localFormat('en'))).toBe('1.75 kg');
    expect(weightText(2.2, 'kg', localFormat('en'))).toBe('1 kg');
  });

  it('takes as stored weights the steps of either unit, within 10 lbs', () => {
    expect(isStoredWeight(2.5)).toBe(true);
    expect(isStoredWeight(toStoredPounds(1.75, 'kg'))).toBe(true);
    expect(isStoredWeight(9.9)).toBe(true);
    expect(isStoredWeight(9.8)).toBe(false);
    expect(isStoredWeight(2.3)).toBe(false);
    expect(isStoredWeight(10.5)).toBe(false);
    expect(isStoredWeight(-0.5)).toBe(false);
  });
});
