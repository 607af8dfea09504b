import { CalendarDays, ChartLine, Clock, Dumbbell, type LucideIcon } from 'lucide-react';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { countText } from '#shared/rules/english-format.ts';
import type { SessionStatsResponse } from '#shared/schemas/sessions.ts';

const TILES: { key: keyof SessionStatsResponse; label: string; Icon: LucideIcon }[] = [
  { key: 'sessions', label: 'Sessions', Icon: Dumbbell },
  { key: 'minutes', label: 'Minutes', Icon: Clock },
  { key: 'days', label: 'Days', Icon: CalendarDays },
];

/** The three tiles (spec section 1); a dash while the figures load. */
export function ProgressSummary({ stats }: { stats: SessionStatsResponse | undefined }) {
  return (
    <section
      aria-labelledby="progress-summary-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="progress-summary-title" className="text-base font-semibold text-slate-900">
          Your Progress
        </h2>
        {/* The charts are their own screen (docs/decisions/015). */}
        <NavButton href="/progress" variant="outline" size="sm" className="min-h-11">
          <ChartLine aria-hidden="true" />
          Charts
        </NavButton>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 sm:gap-3" aria-busy={stats ? undefined : true}>
        {TILES.map(({ key, label, Icon }) => (
          <div
            key={key}
            className="flex min-w-0 flex-col items-center rounded-lg bg-blue-50 px-1 py-3 text-center"
          >
            <Icon className="size-5 text-blue-700" aria-hidden="true" />
            <dt className="order-last text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">
              {stats ? countText(stats[key]) : '–'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
