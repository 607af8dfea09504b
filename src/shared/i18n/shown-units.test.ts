import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { shownUnits } from './shown-units.ts';

describe('shownUnits', () => {
  it('shows inches and pounds in English until a unit is chosen', () => {
    expect(shownUnits(null, 'en')).toEqual({ measurementUnit: 'inches', weightUnit: 'lb' });
    expect(shownUnits({ measurementUnit: null, weightUnit: null }, 'en')).toEqual({
      measurementUnit: 'inches',
      weightUnit: 'lb',
    });
  });

  it.each(['de', 'fr', 'es'] as const)(
    'shows centimetres and kilograms in %s until a unit is chosen',
    (language) => {
      expect(shownUnits(undefined, language)).toEqual({ measurementUnit: 'centimeters', weightUnit: 'kg' });
      expect(shownUnits({ measurementUnit: null, weightUnit: null }, language)).toEqual({
        measurementUnit: 'centimeters',
        weightUnit: 'kg',
      });
    },
  );

  it.each(LANGUAGES)('keeps a chosen unit in %s', (language) => {
    expect(shownUnits({ measurementUnit: 'inches', weightUnit: 'lb' }, language)).toEqual({
      measurementUnit: 'inches',
      weightUnit: 'lb',
    });
    expect(shownUnits({ measurementUnit: 'centimeters', weightUnit: 'kg' }, language)).toEqual({
      measurementUnit: 'centimeters',
      weightUnit: 'kg',
    });
  });

  it('resolves each unit on its own: one chosen, the other the language default', () => {
    expect(shownUnits({ measurementUnit: 'inches', weightUnit: null }, 'de')).toEqual({
      measurementUnit: 'inches',
      weightUnit: 'kg',
    });
    expect(shownUnits({ measurementUnit: null, weightUnit: 'kg' }, 'en')).toEqual({
      measurementUnit: 'inches',
      weightUnit: 'kg',
    });
  });
});
