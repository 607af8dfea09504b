/**
 * How a measured quantity (length, girth, a hanging weight) changes over time, and when a target would be
 * reached at the recent rate (issue 29). Pure arithmetic on calendar days: a point is a day (yyyy-mm-dd)
 * and a value in one unit.
 */

export type TrendPoint = { day: string; value: number };

/** Days in an average month (365.25 / 12): a rate per day times this is a rate per month. */
export const DAYS_PER_MONTH = 30.4375;
/** Fewer points than this, or a shorter span, give no rate: two points a week apart say little. */
export const MIN_TREND_POINTS = 4;
export const MIN_TREND_DAYS = 21;
/** A projection reads the last 8 weeks only: the recent rate, not the whole history's. */
export const PROJECTION_WINDOW_DAYS = 56;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const dayText = (n: number) => new Date(Math.round(n) * 86_400_000).toISOString().slice(0, 10);

/** The least-squares line through the points: slope per day, its standard error, and the value at `at`. */
function fitLine(points: readonly TrendPoint[]) {
  const xs = points.map((point) => dayNumber(point.day));
  const ys = points.map((point) => point.value);
  const n = xs.length;
  const meanX = xs.reduce((a, b) => a + b, 0) / n;
  const meanY = ys.reduce((a, b) => a + b, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    sxx += ((xs[i] as number) - meanX) ** 2;
    sxy += ((xs[i] as number) - meanX) * ((ys[i] as number) - meanY);
  }
  const slope = sxy / sxx;
  const intercept = meanY - slope * meanX;
  let residuals = 0;
  for (let i = 0; i < n; i++) residuals += ((ys[i] as number) - (intercept + slope * (xs[i] as number))) ** 2;
  const standardError = n > 2 ? Math.sqrt(residuals / (n - 2) / sxx) : Number.POSITIVE_INFINITY;
  return { slope, standardError, at: (day: number) => intercept + slope * day };
}

/** The points sorted by day (several on one day kept: each is a reading). */
const byDay = (points: readonly TrendPoint[]) => [...points].sort((a, b) => a.day.localeCompare(b.day));

/** The span in days from the first point to the last. */
function spanDays(sorted: readonly TrendPoint[]): number {
  const first = sorted[0];
  const last = sorted.at(-1);
  return first && last ? dayNumber(last.day) - dayNumber(first.day) : 0;
}

export type Trend = {
  /** The last value less the first. */
  sinceFirst: number;
  /** The rate of the fitted line per month, or null with too few points or too short a span. */
  perMonth: number | null;
};

/** The change since the first point and the monthly rate of the points given (one period's). */
export function trendOf(points: readonly TrendPoint[]): Trend | null {
  const sorted = byDay(points);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return null;
  const enough = sorted.length >= MIN_TREND_POINTS && spanDays(sorted) >= MIN_TREND_DAYS;
  return {
    sinceFirst: last.value - first.value,
    perMonth: enough ? fitLine(sorted).slope * DAYS_PER_MONTH : null,
  };
}

export type Projection =
  | { kind: 'reached'; on: string }
  | { kind: 'not-enough-data'; points: number; needed: number }
  | { kind: 'not-moving' }
  | { kind: 'estimate'; likely: string; earliest: string; latest: string | null };

/**
 * When `target` would be reached at the rate of the last 8 weeks before `today`, with honest uncertainty:
 * the likely day on the fitted line, and the days at the rate plus and minus one standard error (about two
 * chances in three between them; `latest` null when the slower rate does not get there at all). Already
 * reached: the first day a point reached it. Too few recent points, or a span too short: not enough data.
 * A rate flat or away from the target: not moving.
 */
export function projectTarget(points: readonly TrendPoint[], target: number, today: string): Projection {
  const sorted = byDay(points);
  const last = sorted.at(-1);
  const first = sorted[0];
  if (first && last) {
    const upward = target >= first.value;
    const reached = sorted.find((point) => (upward ? point.value >= target : point.value <= target));
    if (reached && reached !== first) return { kind: 'reached', on: reached.day };
  }
  const now = dayNumber(today);
  const recent = sorted.filter((point) => dayNumber(point.day) > now - PROJECTION_WINDOW_DAYS);
  if (recent.length < MIN_TREND_POINTS || spanDays(recent) < MIN_TREND_DAYS) {
    return { kind: 'not-enough-data', points: recent.length, needed: MIN_TREND_POINTS };
  }
  const line = fitLine(recent);
  const from = line.at(now);
  const toGo = target - from;
  if (toGo === 0) return { kind: 'reached', on: today };
  const towards = (slope: number) => (Math.sign(slope) === Math.sign(toGo) ? Math.abs(slope) : 0);
  const rate = towards(line.slope);
  if (rate === 0) return { kind: 'not-moving' };
  const fast = towards(line.slope + Math.sign(toGo) * line.standardError);
  const slow = towards(line.slope - Math.sign(toGo) * line.standardError);
  const distance = Math.abs(toGo);
  return {
    kind: 'estimate',
    likely: dayText(now + distance / rate),
    earliest: dayText(now + distance / fast),
    latest: slow > 0 ? dayText(now + distance / slow) : null,
  };
}
