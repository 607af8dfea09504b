import { Eye } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useDiscreetMode } from '#client/api/preferences.ts';
import { useShownLanguage, useT } from '#client/lib/i18n/use-t.ts';
import './messages.ts';
import { cn } from './ui/cn.ts';

// Discreet mode (docs/decisions/022): measurement figures and photos stay blurred until the customer taps
// (or presses Enter or Space on) them. What is hidden is also hidden from screen readers and tooltips until
// shown; each value is shown on its own, for as long as the page shows it.

interface DiscreetValueProps {
  /** What is hidden, for the button's name: e.g. 'Figures'. */
  label: string;
  /** Phrasing content only (it goes inside a button while hidden). */
  children: ReactNode;
}

/** Inline figures, blurred in discreet mode until tapped. */
export function DiscreetValue({ label, children }: DiscreetValueProps) {
  const t = useT();
  const discreet = useDiscreetMode();
  const [shown, setShown] = useState(false);
  if (!discreet || shown) return children;
  // Positioned (relative): in a list row it stays above the link to the entry laid over the row.
  return (
    <button
      type="button"
      onClick={() => setShown(true)}
      aria-label={t('discreet.hiddenShow', { label })}
      data-discreet="hidden"
      className="relative inline-flex min-h-11 min-w-11 items-center rounded-md text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
    >
      <span aria-hidden="true" className="pointer-events-none blur-[6px] select-none">
        {children}
      </span>
    </button>
  );
}

interface DiscreetMediaProps {
  /** What is hidden, for the button's name: e.g. 'Photo'. */
  label: string;
  children: ReactNode;
  /**
   * False inside something that is itself a button (a grid tile): the picture stays blurred, and the
   * tile's own action opens it where it can be shown.
   */
  revealable?: boolean;
  className?: string;
}

/** A photo or chart, blurred in discreet mode until its "Show" button is tapped. */
export function DiscreetMedia({ label, children, revealable = true, className }: DiscreetMediaProps) {
  const t = useT();
  // English's 'Show photo' lowers the label; German keeps its nouns' capitals.
  const shownLabel = useShownLanguage() === 'en' ? label.toLowerCase() : label;
  const discreet = useDiscreetMode();
  const [shown, setShown] = useState(false);
  if (!discreet || shown) return children;
  return (
    <div className={cn('relative overflow-hidden', className)} data-discreet="hidden">
      <div aria-hidden="true" className="pointer-events-none blur-2xl select-none">
        {children}
      </div>
      {revealable ? (
        <button
          type="button"
          onClick={() => setShown(true)}
          className="absolute inset-0 flex min-h-11 min-w-11 items-center justify-center gap-2 bg-slate-900/30 text-sm font-medium text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-inset"
        >
          <Eye className="size-4" aria-hidden="true" />
          {t('discreet.show', { label: shownLabel })}
        </button>
      ) : null}
    </div>
  );
}
