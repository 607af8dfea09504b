import { Flame, Target } from 'lucide-react';
import { useGoalSummary } from '#client/api/goal-summary.ts';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import type { GoalSummary } from '#shared/schemas/goal-summary.ts';
import { consistencyText, daysText, goalPercent, goalProgressText } from './goal-format.ts';

/** Home's goal card, beside the three tiles: this week to the goal, the streak, the consistency in words. */
export function GoalCard() {
  const summary = useGoalSummary();
  if (summary.isError) return null;
  return (
    <section
      aria-labelledby="goal-card-title"
      aria-busy={summary.data ? undefined : true}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="goal-card-title" className="text-base font-semibold text-slate-900">
          Goals
        </h2>
        <NavButton href="/goals" variant="outline" size="sm" className="min-h-11">
          <Target aria-hidden="true" />
          Set goals
        </NavButton>
      </div>
      {summary.data ? <Figures summary={summary.data} /> : <div className="mt-3 h-24" />}
    </section>
  );
}

function Figures({ summary }: { summary: GoalSummary }) {
  const { goal, done } = summary.week;
  const consistency = consistencyText(summary);
  return (
    <div className="mt-3 space-y-3">
      <div>
        <p className="text-sm font-medium text-slate-600">This week</p>
        {goal ? (
          <>
            <p className="text-lg font-bold text-slate-900" data-testid="goal-progress">
              {goalProgressText(done, goal)}
              {goal.device ? (
                <span className="block text-xs font-normal text-slate-600">{goal.device}</span>
              ) : null}
            </p>
            <div
              role="progressbar"
              aria-label="Weekly goal"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={goalPercent(done, goal)}
              className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-blue-700" style={{ width: `${goalPercent(done, goal)}%` }} />
            </div>
          </>
        ) : (
          <p className="text-sm text-slate-700">No weekly goal yet.</p>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-lg bg-amber-50 px-2 py-2 text-center">
          <dt className="text-xs font-medium text-slate-600 sm:text-sm">Streak</dt>
          <dd className="flex items-center justify-center gap-1 text-lg font-bold text-slate-900">
            <Flame className="size-4 text-amber-600" aria-hidden="true" />
            <span data-testid="goal-streak">{daysText(summary.streak)}</span>
          </dd>
        </div>
        <div className="rounded-lg bg-emerald-50 px-2 py-2 text-center dark:bg-emerald-950">
          <dt className="text-xs font-medium text-slate-600 sm:text-sm">Consistency</dt>
          <dd
            className={
              consistency ? 'text-sm font-semibold text-slate-900' : 'text-lg font-bold text-slate-900'
            }
            data-testid="goal-consistency"
          >
            {consistency ?? '–'}
          </dd>
        </div>
      </dl>
      {summary.restToday ? <p className="text-sm text-slate-600">Today is a planned rest day.</p> : null}
    </div>
  );
}
