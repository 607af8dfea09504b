import type { ProgressPeriod } from '#shared/schemas/progress.ts';
import { AXIS_TEXT, deviceColor, GRID_LINE } from './chart-colors.ts';
import { linearScale, niceTicks } from './chart-scale.ts';
import { stackSegments } from './progress-shaping.ts';
import { useProgressFormat } from './use-progress-format.ts';

const WIDTH = 340;
const HEIGHT = 200;
const PAD = { top: 14, right: 6, bottom: 24, left: 32 };
/** Above this many bars the session counts would crowd each other: the table still has them. */
export const MAX_COUNTED_BARS = 13;

type StackedBarsProps = {
  periods: ProgressPeriod[];
  order: string[];
  bucket: 'week' | 'month';
  /** Minutes per shown unit: 1 for minutes, 60 for hours. */
  per?: number;
  /** The session count above each bar (when there are few enough bars). */
  counts?: boolean;
  /** The value axis' unit, over it: 'min', 'h'. */
  unitLabel: string;
};

/** Time per period stacked by device, optionally its session count above each bar (SVG, aria-hidden). */
export function StackedBars({
  periods,
  order,
  bucket,
  per = 1,
  counts = false,
  unitLabel,
}: StackedBarsProps) {
  const f = useProgressFormat();
  const shown = (minutes: number) => minutes / per;
  const ticks = niceTicks(0, Math.max(10 / per, ...periods.map((period) => shown(period.minutes))));
  const y = linearScale([0, ticks.at(-1) ?? 10], [HEIGHT - PAD.bottom, PAD.top]);
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(1, periods.length);
  // A few bars stay bars, not blocks.
  const barWidth = Math.min(slot * 0.7, 36);
  // About four labels along the bottom, the current period always named.
  const every = Math.max(1, Math.ceil(periods.length / 4));
  const showCounts = counts && periods.length <= MAX_COUNTED_BARS;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className={GRID_LINE} />
          <text x={PAD.left - 4} y={y(tick) + 3} textAnchor="end" fontSize="10" className={AXIS_TEXT}>
            {tick}
          </text>
        </g>
      ))}
      <text x={2} y={PAD.top - 4} fontSize="9" className={AXIS_TEXT}>
        {unitLabel}
      </text>
      {periods.map((period, index) => {
        const left = PAD.left + index * slot + (slot - barWidth) / 2;
        const fromEnd = periods.length - 1 - index;
        return (
          <g key={period.start}>
            {stackSegments(period, order).map((segment) => (
              <rect
                key={segment.device}
                x={left}
                width={barWidth}
                y={y(shown(segment.y1))}
                height={Math.max(0, y(shown(segment.y0)) - y(shown(segment.y1)))}
                // A line of the card's colour between segments keeps them apart without colour.
                strokeWidth="0.75"
                className={`${deviceColor(order.indexOf(segment.device), segment.device).fill} stroke-white dark:stroke-slate-900`}
              />
            ))}
            {showCounts && period.sessions > 0 ? (
              <text
                x={left + barWidth / 2}
                y={y(shown(period.minutes)) - 3}
                textAnchor="middle"
                fontSize="9"
                className={AXIS_TEXT}
              >
                {period.sessions}
              </text>
            ) : null}
            {fromEnd % every === 0 ? (
              <text
                x={left + barWidth / 2}
                y={HEIGHT - 6}
                textAnchor={fromEnd === 0 && periods.length > 1 ? 'end' : 'middle'}
                fontSize="9"
                className={AXIS_TEXT}
              >
                {f.period(period.start, bucket)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
