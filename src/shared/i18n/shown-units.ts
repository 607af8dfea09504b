import type { MeasurementUnit } from '../rules/units.ts';
import type { WeightUnit } from '../rules/weights.ts';
import { isMetricLanguage, type Language } from './languages.ts';

/** The units a customer chose, each null (or absent) until chosen (docs/decisions/069). */
export interface ChosenUnits {
  measurementUnit?: MeasurementUnit | null | undefined;
  weightUnit?: WeightUnit | null | undefined;
}

export interface ShownUnits {
  measurementUnit: MeasurementUnit;
  weightUnit: WeightUnit;
}

/**
 * The units to type and show in (docs/decisions/069): each the one chosen, else the language's: centimetres
 * and kilograms for a metric language, inches and pounds (the spec's) for English.
 */
export function shownUnits(chosen: ChosenUnits | null | undefined, language: Language): ShownUnits {
  const metric = isMetricLanguage(language);
  return {
    measurementUnit: chosen?.measurementUnit ?? (metric ? 'centimeters' : 'inches'),
    weightUnit: chosen?.weightUnit ?? (metric ? 'kg' : 'lb'),
  };
}
