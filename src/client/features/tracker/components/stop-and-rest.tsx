import { Hand } from 'lucide-react';
import { CalmNotice } from '#client/components/calm-notice.tsx';
import { CHECKIN_TEXTS } from '#shared/rules/checkin-display.ts';

/**
 * The check-in's answer to a Strong sign, shown the moment it is chosen (docs/decisions/055): calm, what to
 * watch for and when to see a doctor; no diagnosis.
 */
export function StopAndRest() {
  return (
    <CalmNotice
      icon={Hand}
      tone="caution"
      title={CHECKIN_TEXTS.stopTitle}
      heading="h3"
      titleClassName="text-base font-semibold"
    >
      <div className="space-y-2 text-sm">
        <p>{CHECKIN_TEXTS.stopText}</p>
        <p className="font-medium">{CHECKIN_TEXTS.stopWatchTitle}:</p>
        <ul className="list-disc space-y-0.5 pl-5">
          {CHECKIN_TEXTS.stopWatch.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{CHECKIN_TEXTS.stopDoctor}</p>
      </div>
    </CalmNotice>
  );
}
