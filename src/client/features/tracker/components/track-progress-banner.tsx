import { TrendingUp } from 'lucide-react';

/** The session form's banner (spec section 1): only 27% of sessions include measurement data. */
export function TrackProgressBanner() {
  return (
    <section
      aria-labelledby="track-progress-title"
      className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
    >
      <TrendingUp className="size-6 shrink-0 text-amber-700" aria-hidden="true" />
      <div>
        <h2 id="track-progress-title" className="font-semibold">
          Track Your Progress!
        </h2>
        <p className="mt-1 text-sm">
          Only 27% of sessions include measurement data. Add your length and girth to see your real progress.
        </p>
      </div>
    </section>
  );
}
