import { TrendingUp } from 'lucide-react';
import { useT } from '#client/lib/i18n/use-t.ts';
import '../messages.ts';

/** The session form's banner (spec section 1): only 27% of sessions include measurement data. */
export function TrackProgressBanner() {
  const t = useT();
  return (
    <section
      aria-labelledby="track-progress-title"
      className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
    >
      <TrendingUp className="size-6 shrink-0 text-amber-700" aria-hidden="true" />
      <div>
        <h2 id="track-progress-title" className="font-semibold">
          {t('tracker.log.banner.title')}
        </h2>
        <p className="mt-1 text-sm">{t('tracker.log.banner.text')}</p>
      </div>
    </section>
  );
}
