import { Info } from 'lucide-react';
import { CalmNotice } from '#client/components/calm-notice.tsx';
import { useSpeech } from '#client/lib/i18n/use-speech.ts';
import { checkinTexts } from '#shared/rules/checkin-display.ts';
import { useCheckinSummary } from '../api/checkins.ts';

/**
 * Home's calm notice to rest, when the newest check-in had a strong answer or two of the last three a sign
 * (docs/decisions/020, 055). Not an alert: it is there while the rule holds and goes once calmer sessions
 * follow.
 */
export function RestNotice() {
  const summary = useCheckinSummary();
  const texts = checkinTexts(useSpeech().t);
  if (!summary.data?.restNotice) return null;
  return (
    <CalmNotice icon={Info} tone="info" title={texts.noticeTitle} heading="h2">
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {summary.data.reason === 'strong' ? texts.noticeStrongText : texts.noticeText}
      </p>
    </CalmNotice>
  );
}
