import { Info } from 'lucide-react';
import { useId } from 'react';
import { CHECKIN_TEXTS } from '#shared/rules/checkin-display.ts';
import { useCheckinSummary } from '../api/checkins.ts';

/**
 * Home's calm notice to rest, when the newest check-in had a strong answer or two of the last three a sign
 * (docs/decisions/020, 055). Not an alert: it is there while the rule holds and goes once calmer sessions
 * follow.
 */
export function RestNotice() {
  const summary = useCheckinSummary();
  const titleId = useId();
  if (!summary.data?.restNotice) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="flex gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 text-slate-900 dark:border-blue-800 dark:bg-blue-950 dark:text-slate-50"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-blue-700 dark:text-blue-300" aria-hidden="true" />
      <div className="space-y-1">
        <h2 id={titleId} className="font-semibold">
          {CHECKIN_TEXTS.noticeTitle}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-200">
          {summary.data.reason === 'strong' ? CHECKIN_TEXTS.noticeStrongText : CHECKIN_TEXTS.noticeText}
        </p>
      </div>
    </section>
  );
}
