import { Hand } from 'lucide-react';
import { useId } from 'react';
import { CHECKIN_TEXTS } from '#shared/rules/checkin-display.ts';

/**
 * The check-in's answer to a Strong sign, shown the moment it is chosen (docs/decisions/055): calm, what to
 * watch for and when to see a doctor; no diagnosis.
 */
export function StopAndRest() {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900 dark:border-amber-700 dark:bg-amber-950 dark:text-slate-50"
    >
      <Hand className="mt-0.5 size-5 shrink-0 text-amber-800 dark:text-amber-300" aria-hidden="true" />
      <div className="space-y-2 text-sm">
        <h3 id={titleId} className="text-base font-semibold">
          {CHECKIN_TEXTS.stopTitle}
        </h3>
        <p>{CHECKIN_TEXTS.stopText}</p>
        <p className="font-medium">{CHECKIN_TEXTS.stopWatchTitle}:</p>
        <ul className="list-disc space-y-0.5 pl-5">
          {CHECKIN_TEXTS.stopWatch.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{CHECKIN_TEXTS.stopDoctor}</p>
      </div>
    </section>
  );
}
