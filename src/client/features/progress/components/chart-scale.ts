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
