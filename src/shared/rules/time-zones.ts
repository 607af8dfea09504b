/** How many zone names are remembered: far more than the world has, so only junk is ever forgotten. */
const REMEMBERED_MAX = 1000;
const known = new Map<string, boolean>();

/**
 * True when the runtime knows the IANA time zone. Asking means building an Intl.DateTimeFormat, which
 * costs more than the rest of a stats request, so each answer is remembered (for the first 1000 names).
 */
export function isKnownTimeZone(tz: string): boolean {
  let answer = known.get(tz);
  if (answer === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      answer = true;
    } catch {
      answer = false;
    }
    if (known.size < REMEMBERED_MAX) known.set(tz, answer);
  }
  return answer;
}
