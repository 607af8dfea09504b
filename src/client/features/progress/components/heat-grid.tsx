import { useT } from '#client/lib/i18n/use-t.ts';
import { AXIS_TEXT, HEAT_LEVELS } from './chart-colors.ts';
import { useProgressFormat } from './use-progress-format.ts';
import '../messages.ts';
import type { CalendarCell } from './progress-shaping.ts';

const CELL = 22;
const GAP = 3;
const LEFT = 30;
const TOP = 14;
/** The weekdays labelled, Monday first (1) to Sunday (7); the others left blank. */
const LABELLED_DAYS = [1, 3, 5, 7];

/** Active days: a column per week, Monday at the top, darker for more minutes (SVG, aria-hidden). */
export function HeatGrid({ columns }: { columns: CalendarCell[][] }) {
  const t = useT();
  const f = useProgressFormat();
  const width = LEFT + columns.length * (CELL + GAP);
  const height = TOP + 7 * (CELL + GAP);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full max-w-md"
      // A few weeks keep their cells' size instead of filling the card.
      style={{ maxWidth: `${Math.min(width * 1.25, 448)}px` }}
      aria-hidden="true"
    >
      {LABELLED_DAYS.map((day) => (
        <text
          key={day}
          x={0}
          y={TOP + (day - 1) * (CELL + GAP) + CELL * 0.7}
          fontSize="10"
          className={AXIS_TEXT}
        >
          {t('progress.heat.days', { day })}
        </text>
      ))}
      {columns.map((cells, column) => (
        <g key={cells[0]?.date}>
          {column % 4 === 0 && cells[0] ? (
            <text x={LEFT + column * (CELL + GAP)} y={10} fontSize="9" className={AXIS_TEXT}>
              {f.shortDay(cells[0].date)}
            </text>
          ) : null}
          {cells.map((cell, row) =>
            cell.future ? null : (
              <rect
                key={cell.date}
                x={LEFT + column * (CELL + GAP)}
                y={TOP + row * (CELL + GAP)}
                width={CELL}
                height={CELL}
                rx="3"
                className={HEAT_LEVELS[cell.level]}
              />
            ),
          )}
        </g>
      ))}
    </svg>
  );
}
