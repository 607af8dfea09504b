import { Info } from 'lucide-react';
import { CalmNotice } from '#client/components/calm-notice.tsx';
import { CHECKIN_TEXTS } from '#shared/rules/checkin-display.ts';
import { useCheckinSummary } from '../api/checkins.ts';

/**
 * Home's calm notice to rest, when the newest check-in had a strong answer or two of the last three a sign
 * (docs/decisions/020, 055). Not an alert: it is there while the rule holds and goes once calmer sessions
 * follow.
 */
export function RestNotice() {
  const summary = useCheckinSummary();
  if (!summary.data?.restNotice) return null;
  return (
    <CalmNotice icon={Info} tone="info" title={CHECKIN_TEXTS.noticeTitle} heading="h2">
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {summary.data.reason === 'strong' ? CHECKIN_TEXTS.noticeStrongText : CHECKIN_TEXTS.noticeText}
      </p>
    </CalmNotice>
  );
}
