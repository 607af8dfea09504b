import { countText, dayText, dayTimeText, shortDayText } from '../rules/english-format.ts';
import type { Language } from './languages.ts';

/** Where a calendar date is read: the browser's zone, or UTC for a stored day (docs/decisions/045). */
type Zone = { utc?: boolean };

/** Dates and numbers as a language writes them (docs/decisions/067). */
export interface LocalFormat {
  language: Language;
  /** 'Nov 17' · '17. Nov.' · '17 nov.' · '17 nov' */
  shortDay: (date: Date, zone?: Zone) => string;
  /** 'Nov 17, 2026' · '17.11.2026' · '17 nov. 2026' · '17 nov 2026' */
  day: (date: Date, zone?: Zone) => string;
  /** 'Nov 17, 2026, 3:04 PM' · '17.11.2026, 15:04' … in the browser's zone. */
  dayTime: (date: Date) => string;
  /** A whole count: '1,234' · '1.234' · '1 234' · '1234' (Spanish groups from five digits). */
  count: (count: number) => string;
  /** A measure with up to `digits` decimals: '5.5' · '5,5'. */
  decimal: (value: number, digits?: number) => string;
}

/** English keeps ADR 036's functions, so its text stays exactly as before. */
const ENGLISH: LocalFormat = {
  language: 'en',
  shortDay: shortDayText,
  day: dayText,
  dayTime: dayTimeText,
  count: countText,
  decimal: (value, digits = 2) => String(Number(value.toFixed(digits))),
};

function intlFormat(language: Exclude<Language, 'en'>): LocalFormat {
  const zoned = (options: Intl.DateTimeFormatOptions) => {
    const local = new Intl.DateTimeFormat(language, options);
    const utc = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
    return (date: Date, zone: Zone = {}) => (zone.utc ? utc : local).format(date);
  };
  const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const decimals = new Map<number, Intl.NumberFormat>();
  return {
    language,
    shortDay: zoned({ month: 'short', day: 'numeric' }),
    day: zoned({ dateStyle: 'medium' }),
    dayTime: zoned({ dateStyle: 'medium', timeStyle: 'short' }),
    count: (value) => count.format(Math.round(value)),
    decimal: (value, digits = 2) => {
      const format =
        decimals.get(digits) ?? new Intl.NumberFormat(language, { maximumFractionDigits: digits });
      decimals.set(digits, format);
      return format.format(value);
    },
  };
}

const formats = new Map<Language, LocalFormat>([['en', ENGLISH]]);

/** The formats of a language, made once (Intl's formatters are costly to create, cheap to reuse). */
export function localFormat(language: Language): LocalFormat {
  const format = formats.get(language) ?? (language === 'en' ? ENGLISH : intlFormat(language));
  formats.set(language, format);
  return format;
}
