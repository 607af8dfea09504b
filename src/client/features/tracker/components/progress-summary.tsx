import { CalendarDays, ChartLine, Clock, Dumbbell, type LucideIcon } from 'lucide-react';
import { DiscreetValue } from '#client/components/discreet.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { useLocalFormat, useT } from '#client/lib/i18n/use-t.ts';
import type { SessionStatsResponse } from '#shared/schemas/sessions.ts';
import '../messages.ts';

const TILES: { key: keyof SessionStatsResponse; label: string; Icon: LucideIcon }[] = [
  { key: 'sessions', label: 'tracker.home.tiles.sessions', Icon: Dumbbell },
  { key: 'minutes', label: 'tracker.home.tiles.minutes', Icon: Clock },
  { key: 'days', label: 'tracker.home.tiles.days', Icon: CalendarDays },
];

/**
 * The three tiles (spec section 1); a dash while the figures load, blurred until tapped in discreet mode. A dense row, so the home's first
 * screen holds the whole answer (docs/decisions/050); the Charts button keeps its 44 px target by
 * reaching into the card's padding.
 */
export function ProgressSummary({ stats }: { stats: SessionStatsResponse | undefined }) {
  const t = useT();
  const format = useLocalFormat();
  return (
    <section
      aria-labelledby="progress-summary-title"
      className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className="flex h-6 items-center justify-between gap-2">
        <h2 id="progress-summary-title" className="text-sm font-semibold text-slate-900">
          {t('tracker.home.progress.title')}
        </h2>
        {/* The charts are their own screen (docs/decisions/015). */}
        <NavButton href="/progress" variant="link" size="sm" className="-my-2.5 -mr-2">
          <ChartLine aria-hidden="true" />
          {t('tracker.home.progress.charts')}
        </NavButton>
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-2" aria-busy={stats ? undefined : true}>
        {TILES.map(({ key, label, Icon }) => (
          <div
            key={key}
            className="flex min-w-0 flex-col items-center rounded-lg bg-blue-50 px-1 py-1.5 text-center"
          >
            <dt className="order-last flex items-center gap-1 text-xs font-medium text-slate-600">
              <Icon className="size-3.5 text-blue-700" aria-hidden="true" />
              {t(label)}
            </dt>
            <dd className="text-xl font-bold tabular-nums text-slate-900">
              {stats ? <DiscreetValue label={t(label)}>{format.count(stats[key])}</DiscreetValue> : '–'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
