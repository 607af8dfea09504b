import { BarChart3, Clock, Ruler } from 'lucide-react';
import { useT } from '#client/lib/i18n/use-t.ts';
import '../messages.ts';

const FEATURES = [
  {
    icon: Clock,
    title: 'auth.promo.sessions.title',
    text: 'auth.promo.sessions.text',
  },
  {
    icon: Ruler,
    title: 'auth.promo.measurements.title',
    text: 'auth.promo.measurements.text',
  },
  {
    icon: BarChart3,
    title: 'auth.promo.stats.title',
    text: 'auth.promo.stats.text',
  },
] as const;

// Each feature's title and text are message ids (docs/decisions/067).

/** The side panel of the auth page promoting what the tracker does. */
export function AuthPromoPanel() {
  const t = useT();
  return (
    <section
      aria-labelledby="auth-promo-heading"
      className="rounded-xl bg-gradient-to-br from-blue-800 to-slate-900 p-6 text-white shadow-sm sm:p-8"
    >
      <h2 id="auth-promo-heading" className="text-xl font-semibold sm:text-2xl">
        {t('auth.promo.title')}
      </h2>
      <ul className="mt-6 space-y-5">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="font-medium">{t(title)}</p>
              <p className="text-sm text-blue-100">{t(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
