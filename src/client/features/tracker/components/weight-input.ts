import type { FieldErrors, Resolver } from 'react-hook-form';
import { translate } from '#client/lib/i18n/i18n.ts';
import {
  fromStoredPounds,
  isWeightInSteps,
  toStoredPounds,
  WEIGHT_LIMITS,
  WEIGHT_UNIT_TEXT,
  type WeightUnit,
} from '#shared/rules/weights.ts';
import type { SessionInput } from '#shared/schemas/sessions.ts';
import type { SessionFormValues } from './session-form-values.ts';
import '../messages.ts';

type SessionResolver = Resolver<SessionFormValues, unknown, SessionInput>;

/**
 * The session form's weight in the customer's unit (docs/decisions/056). The shared session schema checks
 * stored pounds; a weight typed in kilograms is checked here, in kilograms, then sent as stored pounds.
 */

/** The weight field's label: the spec's 'Weight (lbs)', or 'Weight (kg)'. */
export const weightLabel = (unit: WeightUnit) =>
  translate('tracker.log.weight.label', { unit: WEIGHT_UNIT_TEXT[unit] });

/** What is wrong with a weight typed in kilograms, or null when it is blank or a 0.25 kg step to 4.5 kg. */
export function kgWeightError(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  const value = Number(text);
  const { step, max } = WEIGHT_LIMITS.kg;
  if (!Number.isFinite(value)) return 'Weight must be a number';
  if (value < 0) return 'Weight must be 0 or more';
  if (value > max) return translate('tracker.log.weight.maxKg', { max });
  if (!isWeightInSteps(value, 'kg')) return translate('tracker.log.weight.stepKg', { step });
  return null;
}

/** Stored pounds as the field's text in `unit` ('' for none): 3.9 lbs is '1.75' in kilograms. */
export const weightInputText = (pounds: number | null | undefined, unit: WeightUnit) =>
  pounds === null || pounds === undefined ? '' : String(fromStoredPounds(pounds, unit));

/**
 * The form's resolver for a customer who types kilograms: the weight is checked in kilograms, then
 * turned into the stored pounds the shared schema (and the server) take. In pounds it is the resolver itself.
 */
export function withWeightUnit(resolver: SessionResolver, unit: WeightUnit): SessionResolver {
  if (unit === 'lb') return resolver;
  return async (values, context, options) => {
    const error = kgWeightError(values.weight);
    const typed = values.weight.trim();
    const pounds = error || typed === '' ? '' : String(toStoredPounds(Number(typed), 'kg'));
    const result = await resolver({ ...values, weight: pounds }, context, options);
    if (!error) return result;
    const errors: FieldErrors<SessionFormValues> = {
      ...result.errors,
      weight: { type: 'validate', message: error },
    };
    return { values: {}, errors };
  };
}
