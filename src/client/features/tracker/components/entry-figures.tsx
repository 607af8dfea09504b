import { DiscreetValue } from '#client/components/discreet.tsx';
import { Button } from '#client/components/ui/button.tsx';

/**
 * An entry's figures ('20 minutes · Length: 16.5 cm'), blurred in discreet mode; when shown converted to
 * the preferred unit, the values as entered are in the title and read by screen readers.
 */
export function EntryFigures({ parts, original }: { parts: string[]; original: string }) {
  if (parts.length === 0) return null;
  return (
    <p className="text-sm break-words text-slate-700 dark:text-slate-200">
      <DiscreetValue label="Figures">
        <span title={original ? `As entered: ${original}` : undefined}>
          {parts.join(' · ')}
          {original ? <span className="sr-only">{` (as entered: ${original})`}</span> : null}
        </span>
      </DiscreetValue>
    </p>
  );
}

/** 'As entered': shows a list's lengths and girths in the units they were entered in, or back converted. */
export function AsEnteredToggle({ pressed, onToggle }: { pressed: boolean; onToggle: () => void }) {
  return (
    <div className="flex justify-end">
      <Button variant="ghost" size="sm" className="min-h-11" aria-pressed={pressed} onClick={onToggle}>
        As entered
      </Button>
    </div>
  );
}
