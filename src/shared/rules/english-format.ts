/**
 * Dates and counts as the app writes them: in English, the language of every other word on the screen
 * (docs/decisions/036), and without Intl. The first Intl call of a page loads the browser's locale data
 * (18–97 ms of main thread on our 2-core test machine, more on a phone); the home writes only these shapes.
 * The output is what Intl's en-US formats give, which the unit tests check instant by instant.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

type Zone = { utc?: boolean };

const fields = (date: Date, { utc }: Zone) =>
  utc
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };

/** 'Nov 17' (en-US `{ month: 'short', day: 'numeric' }`), in the browser's zone or in UTC. */
export function shortDayText(date: Date, zone: Zone = {}): string {
  const { month, day } = fields(date, zone);
  return `${MONTHS[month]} ${day}`;
}

/** 'Nov 17, 2026' (en-US `dateStyle: 'medium'`), in the browser's zone or in UTC. */
export function dayText(date: Date, zone: Zone = {}): string {
  const { year, month, day } = fields(date, zone);
  return `${MONTHS[month]} ${day}, ${year}`;
}

/** 'Nov 17, 2026, 3:04 PM' (en-US `dateStyle: 'medium', timeStyle: 'short'`), in the browser's zone. */
export function dayTimeText(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${dayText(date)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A whole count with thousands separated by commas: '1,234', '-12,000', '7'. */
export function countText(count: number): string {
  const whole = Math.round(count);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

/**
 * A count with its noun in the form the count takes: '1 minute', '0 minutes', '1,440 minutes', '3 entries'
 * (`pluralText(3, 'entry', 'entries')`; `other` defaults to the noun and an 's'). One and minus one take
 * the singular, as in ICU's English rule. The one place a count meets its noun, so that the words can move
 * to translated messages in one step.
 */
export function pluralText(count: number, one: string, other = `${one}s`): string {
  return `${countText(count)} ${Math.abs(Math.round(count)) === 1 ? one : other}`;
}
