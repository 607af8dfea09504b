import { Hand } from 'lucide-react';
import { CalmNotice } from '#client/components/calm-notice.tsx';
import { useSpeech } from '#client/lib/i18n/use-speech.ts';
import { checkinTexts } from '#shared/rules/checkin-display.ts';

/**
 * The check-in's answer to a Strong sign, shown the moment it is chosen (docs/decisions/055): calm, what to
 * watch for and when to see a doctor; no diagnosis.
 */
export function StopAndRest() {
  const texts = checkinTexts(useSpeech().t);
  return (
    <CalmNotice
      icon={Hand}
      tone="caution"
      title={texts.stopTitle}
      heading="h3"
      titleClassName="text-base font-semibold"
    >
      <div className="space-y-2 text-sm">
        <p>{texts.stopText}</p>
        <p className="font-medium">{texts.stopWatchTitle}:</p>
        <ul className="list-disc space-y-0.5 pl-5">
          {texts.stopWatch.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{texts.stopDoctor}</p>
      </div>
    </CalmNotice>
  );
}
