import type { DayValue } from '#shared/rules/progress-headline.ts';
import { linearScale, valueAxis } from './chart-scale.ts';
import { dayTime } from './progress-format.ts';

const WIDTH = 96;
const HEIGHT = 32;
const PAD = 3;

/**
 * A small line of a quantity's values in the range, time-proportional, on the same honest axis as its chart
 * (at least `minSpan` tall). Decoration only (aria-hidden): the headline beside it is the text.
 */
export function Sparkline({ points, minSpan }: { points: readonly DayValue[]; minSpan: number }) {
  if (points.length < 2) return null;
  const times = points.map((point) => dayTime(point.date));
  const x = linearScale([Math.min(...times), Math.max(...times)], [PAD, WIDTH - PAD]);
  const { domain } = valueAxis(
    points.map((point) => point.value),
    minSpan,
  );
  const y = linearScale(domain, [HEIGHT - PAD, PAD]);
  const path = points.map((point) => `${x(dayTime(point.date))},${y(point.value)}`).join(' ');
  const last = points.at(-1) as DayValue;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-8 w-24 shrink-0"
      aria-hidden="true"
      data-testid="sparkline"
    >
      <polyline
        points={path}
        fill="none"
        strokeWidth="1.5"
        strokeLinejoin="round"
        className="stroke-blue-600 dark:stroke-blue-400"
      />
      <circle
        cx={x(dayTime(last.date))}
        cy={y(last.value)}
        r="2.5"
        className="fill-blue-600 dark:fill-blue-400"
      />
    </svg>
  );
}
