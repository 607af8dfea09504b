/**
 * Intl.DateTimeFormat objects, made once per locale and options: building one costs far more than formatting
 * with it (the first one loads the locale's data), and the lists format a date per row on every render.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

let runtimeZone: string | undefined;

/** The part of the Temporal API this file asks: Chromium and Firefox have it, Safari and Node 20 not yet. */
type TemporalNow = { Now: { timeZoneId(): string } };

/**
 * This runtime's IANA time zone (the browser's, on the client), asked once; UTC when unknown. Temporal
 * answers in well under a millisecond; Intl, where there is no Temporal, first loads the locale's data,
 * which is the longest single task of the tracker home (docs/decisions/036).
 */
export function browserTimeZone(): string {
  if (runtimeZone === undefined) {
    try {
      const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
      runtimeZone = temporal?.Now.timeZoneId() || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      runtimeZone = 'UTC';
    }
  }
  return runtimeZone;
}
