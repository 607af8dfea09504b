/** A linear map from a domain to a range; a flat domain maps to the middle of the range. */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) {
  if (d1 === d0) return () => (r0 + r1) / 2;
  return (value: number) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** About `count` round tick values (1, 2 or 5 times a power of ten) covering [min, max]. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (max === min) {
    const pad = Math.abs(min) > 0 ? Math.abs(min) * 0.1 : 1;
    return niceTicks(min - pad, max + pad, count);
  }
  const raw = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const first = Math.floor(min / step) * step;
  // From the tick at or below min to the first tick at or above max.
  const ticks = [Number(first.toFixed(10))];
  while ((ticks.at(-1) ?? max) < max - step * 1e-9)
    ticks.push(Number(((ticks.at(-1) ?? 0) + step).toFixed(10)));
  return ticks;
}

/**
 * The smallest span a value axis shows, per quantity and unit (docs/decisions/058): a change smaller than
 * this is drawn small, so 0.27 in on a 5.9–6.3 axis no longer fills the chart.
 */
export const MIN_AXIS_SPAN = {
  length: { in: 1, cm: 2.5 },
  girth: { in: 0.5, cm: 1.25 },
  weight: { lbs: 1, kg: 0.5 },
} as const;

/**
 * A value axis that fits the data without exaggerating: the data's extent plus a tenth on each side, at
 * least `minSpan` wide and centred on the data, never below 0 for values that are not, widened to round
 * ticks. Returns the domain and its ticks.
 */
export function valueAxis(values: readonly number[], minSpan: number, count = 4) {
  if (values.length === 0) return { domain: [0, 1] as [number, number], ticks: niceTicks(0, 1, count) };
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = (max - min) * 0.1;
  let lo = min - pad;
  let hi = max + pad;
  if (hi - lo < minSpan) {
    const middle = (min + max) / 2;
    lo = middle - minSpan / 2;
    hi = middle + minSpan / 2;
  }
  if (min >= 0 && lo < 0) {
    hi -= lo;
    lo = 0;
  }
  const ticks = niceTicks(lo, hi, count);
  return { domain: [ticks[0] ?? lo, ticks.at(-1) ?? hi] as [number, number], ticks };
}
