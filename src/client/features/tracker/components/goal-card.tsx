import { Flame, Pause, Target } from 'lucide-react';
import { useDeviceName } from '#client/api/device-names.ts';
import { useGoalSummary } from '#client/api/goal-summary.ts';
import { DiscreetValue } from '#client/components/discreet.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { useLocalFormat, useT } from '#client/lib/i18n/use-t.ts';
import type { GoalSummary } from '#shared/schemas/goal-summary.ts';
import { consistencyText, daysText, goalPercent, goalProgressText } from './goal-format.ts';
import '../messages.ts';

/**
 * Home's goal card, after the three tiles: this week to the goal, the streak, the consistency in words;
 * dense, so the home's first screen holds the whole answer (docs/decisions/050).
 */
export function GoalCard() {
  const t = useT();
  const summary = useGoalSummary();
  if (summary.isError) return null;
  return (
    <section
      aria-labelledby="goal-card-title"
      aria-busy={summary.data ? undefined : true}
      className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className="flex h-6 items-center justify-between gap-2">
        <h2 id="goal-card-title" className="text-sm font-semibold text-slate-900">
          {t('screen.goals.title')}
        </h2>
        {/* The 44 px target reaches into the card's padding. */}
        <NavButton href="/goals" variant="link" size="sm" className="-my-2.5 -mr-2">
          <Target aria-hidden="true" />
          {t('tracker.home.goal.set')}
        </NavButton>
      </div>
      {summary.data ? <Figures summary={summary.data} /> : <div className="h-16" />}
    </section>
  );
}

function Figures({ summary }: { summary: GoalSummary }) {
  const { goal, done } = summary.week;
  const t = useT();
  const words = { t, format: useLocalFormat() };
  const consistency = consistencyText(summary, words);
  const deviceName = useDeviceName();
  return (
    <div className="mt-1.5 space-y-1">
      <div className="flex items-baseline justify-between gap-x-3">
        <p className="min-w-0 text-sm text-slate-700">
          <span className="font-medium text-slate-600">{t('tracker.home.goal.thisWeek')}</span>{' '}
          {goal ? (
            <span className="font-bold text-slate-900" data-testid="goal-progress">
              {/* Figures stay blurred in discreet mode until tapped, as the tiles (docs/decisions/022). */}
              <DiscreetValue label={t('tracker.home.goal.thisWeek')}>
                {goalProgressText(done, goal, words)}
              </DiscreetValue>
              {goal.device ? (
                <span className="text-xs font-normal text-slate-600"> · {deviceName(goal.device)}</span>
              ) : null}
            </span>
          ) : (
            <span>{t('tracker.home.goal.none')}</span>
          )}
        </p>
        <dl className="flex shrink-0 items-center gap-1 text-xs">
          <dt className="font-medium text-slate-600">{t('tracker.home.goal.streak')}</dt>
          <dd className="flex items-center gap-0.5 font-bold text-slate-900">
            {/* Resting: no flame to cheer on, the streak is kept as it is (docs/decisions/055). */}
            {summary.resting ? (
              <Pause className="size-3.5 text-slate-600" aria-hidden="true" />
            ) : (
              <Flame className="size-3.5 text-amber-600" aria-hidden="true" />
            )}
            <span data-testid="goal-streak">
              <DiscreetValue label={t('tracker.home.goal.streak')}>
                {daysText(summary.streak, words)}
              </DiscreetValue>
            </span>
          </dd>
        </dl>
      </div>
      {goal ? (
        <div
          role="progressbar"
          aria-label={t('tracker.home.goal.weekly')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={goalPercent(done, goal)}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={summary.resting ? 'h-full bg-slate-400' : 'h-full bg-blue-700'}
            style={{ width: `${goalPercent(done, goal)}%` }}
          />
        </div>
      ) : null}
      {/* The words say what they count ('Active on 10 of the last 28 days'): the term is for screen readers. */}
      <dl className="text-xs">
        <dt className="sr-only">{t('tracker.home.goal.consistency')}</dt>
        <dd className="font-medium text-slate-700" data-testid="goal-consistency">
          {consistency ?? t('tracker.home.goal.noActiveDays')}
        </dd>
      </dl>
      {summary.resting ? (
        <p className="text-xs text-slate-700" data-testid="goal-resting">
          {t('tracker.home.goal.resting')}
        </p>
      ) : summary.restToday ? (
        <p className="text-xs text-slate-600">{t('tracker.home.goal.restDay')}</p>
      ) : null}
    </div>
  );
}
