import { BarChart3, Clock, Ruler } from 'lucide-react';

const FEATURES = [
  {
    icon: Clock,
    title: 'Log hanging sessions',
    text: 'Record device, duration and weight for every session.',
  },
  {
    icon: Ruler,
    title: 'Record measurements',
    text: 'Keep track of length and girth in inches or centimeters.',
  },
  {
    icon: BarChart3,
    title: 'View progress statistics',
    text: 'See your sessions, minutes and active days add up.',
  },
] as const;

/** The side panel of the auth page promoting what the tracker does. */
export function AuthPromoPanel() {
  return (
    <section
      aria-labelledby="auth-promo-heading"
      className="rounded-xl bg-gradient-to-br from-blue-800 to-slate-900 p-6 text-white shadow-sm sm:p-8"
    >
      <h2 id="auth-promo-heading" className="text-xl font-semibold sm:text-2xl">
        Track your progress privately
      </h2>
      <ul className="mt-6 space-y-5">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="font-medium">{title}</p>
              <p className="text-sm text-blue-100">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
