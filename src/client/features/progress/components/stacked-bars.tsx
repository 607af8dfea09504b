import type { TrainingWeek } from '#shared/schemas/progress.ts';
import { AXIS_TEXT, colorAt, GRID_LINE } from './chart-colors.ts';
import { linearScale, niceTicks } from './chart-scale.ts';
import { formatShortDay } from './progress-format.ts';
import { stackSegments } from './progress-shaping.ts';

const WIDTH = 340;
const HEIGHT = 200;
const PAD = { top: 14, right: 6, bottom: 24, left: 32 };

/** Minutes per week stacked by device, the week's session count above each bar (SVG, aria-hidden). */
export function StackedBars({ weeks, order }: { weeks: TrainingWeek[]; order: string[] }) {
  const ticks = niceTicks(0, Math.max(10, ...weeks.map((week) => week.minutes)));
  const y = linearScale([0, ticks.at(-1) ?? 10], [HEIGHT - PAD.bottom, PAD.top]);
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(1, weeks.length);
  const barWidth = slot * 0.7;
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
      {weeks.map((week, index) => {
        const left = PAD.left + index * slot + (slot - barWidth) / 2;
        return (
          <g key={week.week}>
            {stackSegments(week, order).map((segment) => (
              <rect
                key={segment.device}
                x={left}
                width={barWidth}
                y={y(segment.y1)}
                height={Math.max(0, y(segment.y0) - y(segment.y1))}
                className={colorAt(order.indexOf(segment.device)).fill}
              />
            ))}
            {week.sessions > 0 ? (
              <text
                x={left + barWidth / 2}
                y={y(week.minutes) - 3}
                textAnchor="middle"
                fontSize="9"
                className={AXIS_TEXT}
              >
                {week.sessions}
              </text>
            ) : null}
            {index % 3 === 2 || index === weeks.length - 1 ? (
              <text
                x={left + barWidth / 2}
                y={HEIGHT - 6}
                textAnchor="middle"
                fontSize="9"
                className={AXIS_TEXT}
              >
                {formatShortDay(week.week)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
