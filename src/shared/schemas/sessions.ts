import { z } from 'zod';
import { MEASUREMENT_DEVICE, takesWeight } from '../devices.ts';
import { EXTRA_POINT_KEYS, EXTRA_POINTS, pointRange } from '../measure-points.ts';
import { dayHasBegun, FUTURE_TOLERANCE_MS, startsDaySomewhere } from '../rules/entry-dates.ts';
import { isKnownTimeZone } from '../rules/time-zones.ts';
import { MEASUREMENT_UNITS } from '../rules/units.ts';
import { isStoredWeight } from '../rules/weights.ts';
import { calendarDate, calendarDateTime, isCalendarDateTime } from './calendar-date.ts';
import { customerHashQuery } from './customer-hash-query.ts';

export const SESSION_MESSAGES = {
  device: 'Please select a device',
  duration: 'Duration must be greater than 0',
  measurement: 'Please enter at least one measurement (length or girth)',
} as const;

const NOTES_MAX = 1000;
const DURATION_MAX = 1440;
export const WEIGHT_MAX = 10;
export const MEASURE_MAX = 99.99;

const blankToNull = (value: unknown) =>
  value === '' || value === undefined || value === null || value === 'null' || value === 'undefined'
    ? null
    : value;

/**
 * Duration text converted to a whole number (spec section 5), as parseInt reads it: '20.7' is 20 and
 * '15 min' is 15; empty is 0; text with no leading number stays NaN and fails as 'greater than 0'.
 */
export function wholeMinutes(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return 0;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : value;
  if (typeof value === 'string') return Number.parseInt(value.trim(), 10);
  return value;
}

const hasAtMostDecimals = (places: number) => (value: number) =>
  Math.abs(Math.round(value * 10 ** places) - value * 10 ** places) < 1e-6;

/** An entry's optional measurement points (src/shared/measure-points.ts): key to value, in the entry's unit. */
export const pointValuesSchema = z.partialRecord(
  z.enum(EXTRA_POINT_KEYS),
  z.number({ error: 'A measurement point must be a number' }),
  {
    // A record over an enum's keys reports a key it does not know as `unrecognized_keys` (zod 4).
    error: (issue) => {
      const { code, keys } = issue as { code: string; keys?: string[] };
      return code === 'unrecognized_keys'
        ? `Unknown measurement point: ${(keys ?? []).join(', ')}`
        : 'Measurement points must be an object of point and number';
    },
  },
);
export type PointValues = z.infer<typeof pointValuesSchema>;

/**
 * A length's or girth's messages, each written out whole: the client finds a spec message by its English
 * text to show it translated (src/shared/locales, docs/decisions/067). The most is MEASURE_MAX.
 */
export const MEASURE_MESSAGES = {
  Length: {
    number: 'Length must be a number',
    min: 'Length must be 0 or more',
    max: 'Length must be at most 99.99',
    decimals: 'Length may have at most 2 decimals',
  },
  Girth: {
    number: 'Girth must be a number',
    min: 'Girth must be 0 or more',
    max: 'Girth must be at most 99.99',
    decimals: 'Girth may have at most 2 decimals',
  },
} as const;

const optionalMeasure = (field: keyof typeof MEASURE_MESSAGES) =>
  z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: MEASURE_MESSAGES[field].number })
      .min(0, { error: MEASURE_MESSAGES[field].min })
      .max(MEASURE_MAX, { error: MEASURE_MESSAGES[field].max })
      .refine(hasAtMostDecimals(2), { error: MEASURE_MESSAGES[field].decimals })
      .nullable(),
  );

/**
 * A session or measurement entry as sent by the forms (strings from inputs and multipart fields, or JSON
 * numbers). `devices` are the configured device labels; 'Measurement Update' is always accepted.
 */
export function sessionInputSchema(devices: readonly string[]) {
  return z
    .object({
      device: z
        .string({ error: SESSION_MESSAGES.device })
        .trim()
        .min(1, { error: SESSION_MESSAGES.device })
        .refine((device) => device === MEASUREMENT_DEVICE || devices.includes(device), {
          error: 'Unknown device',
        }),
      duration: z.preprocess(
        wholeMinutes,
        z.coerce
          .number({ error: SESSION_MESSAGES.duration })
          .int({ error: 'Duration must be a whole number of minutes' })
          .min(0, { error: SESSION_MESSAGES.duration })
          // Written out whole, as every message the forms show (MEASURE_MESSAGES).
          .max(DURATION_MAX, { error: 'Duration must be at most 1440 minutes' }),
      ),
      weight: z.preprocess(
        blankToNull,
        z.coerce
          .number({ error: 'Weight must be a number' })
          .min(0, { error: 'Weight must be 0 or more' })
          .max(WEIGHT_MAX, { error: 'Weight must be at most 10 lbs' })
          .refine(isStoredWeight, { error: 'Weight must be in steps of 0.5 lbs (or 0.25 kg)' })
          .nullable(),
      ),
      length: optionalMeasure('Length'),
      girth: optionalMeasure('Girth'),
      measurementUnit: z.preprocess(
        (value) => (value === '' || value === undefined || value === null ? 'inches' : value),
        z.enum(MEASUREMENT_UNITS as ['inches', 'centimeters'], {
          error: 'Unit must be inches or centimeters',
        }),
      ),
      notes: z.preprocess(
        (value) => (value === null || value === undefined ? '' : value),
        z.string().max(NOTES_MAX, { error: 'Notes must be at most 1000 characters' }),
      ),
      imageUrl: z.preprocess(blankToNull, z.string().max(300).nullable()),
      date: z.preprocess(
        blankToNull,
        // A text must be ISO 8601 before Date reads it: Date would take 2026-02-30 as March 2.
        z
          .unknown()
          .refine((value) => typeof value !== 'string' || isCalendarDateTime(value), {
            error: 'Date must be a valid date',
            abort: true,
          })
          .pipe(
            z.coerce
              .date({ error: 'Date must be a valid date' })
              .refine((date) => date.getTime() <= Date.now() + FUTURE_TOLERANCE_MS, {
                error: 'Date cannot be in the future',
              })
              .refine((date) => date.getFullYear() >= 2000, { error: 'Date must be after the year 2000' }),
          )
          .nullable(),
      ),
      /**
       * A measurement entry's optional points; absent on an update keeps the stored ones, an object (even
       * empty) replaces them.
       */
      points: z.preprocess((value) => value ?? undefined, pointValuesSchema.optional()),
      /** A measurement entry's calendar day ('YYYY-MM-DD'); `date` is then the start of it in the customer's zone. */
      day: z.preprocess(
        blankToNull,
        calendarDate('Day must be a date (YYYY-MM-DD)')
          .refine((day) => dayHasBegun(day), { error: 'Date cannot be in the future' })
          .nullable(),
      ),
    })
    .superRefine((entry, ctx) => {
      if (entry.day !== null && entry.device !== MEASUREMENT_DEVICE) {
        ctx.addIssue({ code: 'custom', path: ['day'], message: 'Day applies only to measurement entries' });
      }
      if (entry.day !== null && entry.date !== null && !startsDaySomewhere(entry.day, entry.date)) {
        ctx.addIssue({ code: 'custom', path: ['date'], message: 'Date must be the start of the chosen day' });
      }
      if (entry.device === MEASUREMENT_DEVICE) {
        if (entry.duration !== 0) ctx.addIssue({ code: 'custom', path: ['duration'], message: 'must be 0' });
        if (entry.length === null && entry.girth === null) {
          ctx.addIssue({ code: 'custom', path: ['length'], message: SESSION_MESSAGES.measurement });
        }
      } else if (entry.duration < 1) {
        ctx.addIssue({ code: 'custom', path: ['duration'], message: SESSION_MESSAGES.duration });
      }
      for (const [key, value] of Object.entries(entry.points ?? {}) as [keyof PointValues, number][]) {
        const path = ['points', key];
        const { label } = EXTRA_POINTS[key];
        const { min, max } = pointRange(key, entry.measurementUnit);
        if (entry.device !== MEASUREMENT_DEVICE) {
          ctx.addIssue({
            code: 'custom',
            path,
            message: 'Measurement points apply only to measurement entries',
          });
        } else if (value < min || value > max) {
          const unit = entry.measurementUnit === 'inches' ? 'in' : 'cm';
          ctx.addIssue({
            code: 'custom',
            path,
            message: `${label} must be between ${min} and ${max} ${unit}`,
          });
        } else if (!hasAtMostDecimals(2)(value)) {
          ctx.addIssue({ code: 'custom', path, message: `${label} may have at most 2 decimals` });
        }
      }
      if (entry.weight !== null && !takesWeight(entry.device)) {
        ctx.addIssue({
          code: 'custom',
          path: ['weight'],
          message: 'Weight applies only to the weight devices',
        });
      }
    });
}
export type SessionInput = z.infer<ReturnType<typeof sessionInputSchema>>;

/** A 'YYYY-MM-DD' at noon UTC: how measurement entries were dated before they had a `day`. */
export function dateOnlyToIso(day: string): string {
  return `${day}T12:00:00.000Z`;
}

const numberField = z.union([z.number(), z.string()]);

/**
 * The fields of POST and PUT /api/sessions as sent: multipart text fields (a session, with an optional
 * `image` file) or a JSON object (a measurement entry). Their shape for the contract and its callers; the
 * server checks them with sessionInputSchema, which knows the configured devices.
 */
export const sessionFields = z.object({
  device: z.string(),
  duration: numberField.optional(),
  weight: numberField.nullable().optional(),
  length: numberField.nullable().optional(),
  girth: numberField.nullable().optional(),
  measurementUnit: z.enum(MEASUREMENT_UNITS as ['inches', 'centimeters']).optional(),
  notes: z.string().optional(),
  /** The session's photo to keep, or an upload of the same customer to attach; '' for none. */
  imageUrl: z.string().nullable().optional(),
  date: calendarDateTime().nullable().optional(),
  /** A measurement entry's calendar day, 'YYYY-MM-DD'. */
  day: calendarDate().nullable().optional(),
  /** A measurement entry's optional points (JSON only); on an update, absent keeps the stored ones. */
  points: pointValuesSchema.optional(),
});

/** The client view of a session (spec section 3): what every sessions endpoint answers for an entry. */
export const sessionSchema = z.object({
  id: z.number().int(),
  device: z.string(),
  duration: z.number().int(),
  weight: z.number().nullable(),
  length: z.number().nullable(),
  girth: z.number().nullable(),
  measurementUnit: z.enum(MEASUREMENT_UNITS as ['inches', 'centimeters']),
  notes: z.string(),
  /** The photo's URL (`/api/photos/{id}`), or null. */
  imageUrl: z.string().nullable(),
  /** ISO 8601, UTC: when a session happened; for a measurement entry, the start of its day. */
  date: z.iso.datetime(),
  /** A measurement entry's calendar day ('YYYY-MM-DD'), shown as is in every zone; null for a session. */
  day: z.iso.date().nullable(),
  /** Its optional measurement points, in `measurementUnit`: in the answers about one entry, not in lists. */
  points: pointValuesSchema.optional(),
});
export type Session = z.infer<typeof sessionSchema>;

/** Which entries a list holds: all of them, training sessions only, or entries with a measurement. */
const SESSION_KINDS = ['all', 'sessions', 'measurements'] as const;
export const sessionKind = z.enum(SESSION_KINDS);
export type SessionKind = z.infer<typeof sessionKind>;

/** The longest list one GET /api/sessions answers. */
const SESSION_LIST_MAX = 200;

/** GET /api/sessions query: newest first, bounded. */
export const sessionListQuery = customerHashQuery.extend({
  limit: z.coerce.number().int().min(1).max(SESSION_LIST_MAX).default(50),
  kind: sessionKind.default('all'),
});

/** GET /api/sessions/stats query: the customer's IANA time zone, UTC when absent. */
export const statsQuery = customerHashQuery.extend({
  tz: z.string().max(64).default('UTC').refine(isKnownTimeZone, { error: 'Unknown time zone' }),
});

/** The three tiles: sessions, total minutes, distinct days; measurement entries excluded. */
export const sessionStatsSchema = z.object({
  sessions: z.number().int(),
  minutes: z.number().int(),
  days: z.number().int(),
});
export type SessionStatsResponse = z.infer<typeof sessionStatsSchema>;

/** A session's id in the path: a positive PostgreSQL integer. */
export const sessionIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
