import { describe, expect, it } from 'vitest';
import { kgWeightError, weightInputText, weightLabel, withWeightUnit } from './weight-input.ts';

describe('a weight typed in kilograms', () => {
  it('takes blanks and steps of 0.25 kg up to 4.5 kg', () => {
    for (const typed of ['', '0', '0.25', '1.75', '4.5', ' 2 ']) expect(kgWeightError(typed)).toBeNull();
  });

  it('says why any other value is refused, in kilograms', () => {
    expect(kgWeightError('1.8')).toBe('Weight must be in steps of 0.25 kg');
    expect(kgWeightError('4.75')).toBe('Weight must be at most 4.5 kg');
    expect(kgWeightError('-0.25')).toBe('Weight must be 0 or more');
    expect(kgWeightError('abc')).toBe('Weight must be a number');
  });

  it("shows stored pounds in the field in the customer's unit, and labels it", () => {
    expect(weightInputText(3.9, 'kg')).toBe('1.75');
    expect(weightInputText(3.9, 'lb')).toBe('3.9');
    expect(weightInputText(null, 'kg')).toBe('');
    expect(weightLabel('lb')).toBe('Weight (lbs)');
    expect(weightLabel('kg')).toBe('Weight (kg)');
  });
});

describe('the form resolver in kilograms', () => {
  const seen: string[] = [];
  const resolver = (async (values: { weight: string }) => {
    seen.push(values.weight);
    return { values: { weight: values.weight === '' ? null : Number(values.weight) }, errors: {} };
  }) as unknown as Parameters<typeof withWeightUnit>[0];
  const values = (weight: string) => ({ weight }) as Parameters<typeof resolver>[0];

  it('sends the stored pounds of a kilogram step to the shared schema', async () => {
    const result = await withWeightUnit(resolver, 'kg')(values('1.75'), undefined, {} as never);
    expect(seen.at(-1)).toBe('3.9');
    expect(result.values).toEqual({ weight: 3.9 });
  });

  it('refuses a value off the kilogram steps with its own message', async () => {
    const result = await withWeightUnit(resolver, 'kg')(values('1.8'), undefined, {} as never);
    expect(result.errors).toEqual({
      weight: { type: 'validate', message: 'Weight must be in steps of 0.25 kg' },
    });
  });

  it('leaves a weight in pounds to the shared schema as it is', async () => {
    expect(withWeightUnit(resolver, 'lb')).toBe(resolver);
  });
});
