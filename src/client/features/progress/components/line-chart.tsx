import { useT } from '#client/lib/i18n/use-t.ts';
import { AXIS_TEXT, colorAt, GRID_LINE } from './chart-colors.ts';
import { linearScale, valueAxis } from './chart-scale.ts';
import { dayTime } from './progress-format.ts';
import { useProgressFormat } from './use-progress-format.ts';
import '../messages.ts';

export type LineSeries = { name: string; points: { day: string; value: number }[] };

const WIDTH = 340;
const HEIGHT = 180;
const PAD = { top: 10, right: 12, bottom: 24, left: 40 };

/**
 * Lines over time, hand-drawn in SVG (docs/decisions/015): x is the calendar day (time-proportional), y the
 * value on an axis at least `minSpan` wide (docs/decisions/058), so a small change looks small. Purely
 * visual (aria-hidden): its summary sentence and table carry the numbers.
 */
export function LineChart({
  series,
  yLabel,
  minSpan = 0,
}: {
  series: LineSeries[];
  yLabel: string;
  minSpan?: number;
}) {
  const t = useT();
  const f = useProgressFormat();
  const points = series.flatMap((entry) => entry.points);
  if (points.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t('progress.chart.empty')}</p>;
  const times = points.map((point) => dayTime(point.day));
  const values = points.map((point) => point.value);
  const { domain, ticks } = valueAxis(values, minSpan);
  const minTime = Math.min(...times);
  const maxTime = Math.max(...times);
  const x = linearScale([minTime, maxTime], [PAD.left, WIDTH - PAD.right]);
  const y = linearScale(domain, [HEIGHT - PAD.bottom, PAD.top]);
  const firstDay = points.reduce((a, b) => (dayTime(b.day) < dayTime(a.day) ? b : a)).day;
  const lastDay = points.reduce((a, b) => (dayTime(b.day) > dayTime(a.day) ? b : a)).day;

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className={GRID_LINE} />
          <text x={PAD.left - 4} y={y(tick) + 3} textAnchor="end" fontSize="10" className={AXIS_TEXT}>
            {f.value(tick)}
          </text>
        </g>
      ))}
      <text x={2} y={PAD.top - 2} fontSize="9" className={AXIS_TEXT}>
        {yLabel}
      </text>
      <text x={PAD.left} y={HEIGHT - 6} fontSize="10" className={AXIS_TEXT}>
        {f.shortDay(firstDay)}
      </text>
      {lastDay !== firstDay ? (
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" fontSize="10" className={AXIS_TEXT}>
          {f.shortDay(lastDay)}
        </text>
      ) : null}
      {series.map((entry, index) => {
        const color = colorAt(index);
        const path = entry.points.map((point) => `${x(dayTime(point.day))},${y(point.value)}`).join(' ');
        return (
          <g key={entry.name}>
            <polyline points={path} fill="none" strokeWidth="2" className={color.stroke} />
            {entry.points.map((point, pointIndex) => (
              <circle
                // biome-ignore lint/suspicious/noArrayIndexKey: two points may share a day
                key={pointIndex}
                cx={x(dayTime(point.day))}
                cy={y(point.value)}
                r="3"
                className={color.fill}
              />
            ))}
          </g>
        );
      })}
    </svg>
  );
}
