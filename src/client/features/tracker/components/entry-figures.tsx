import { Ruler, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDeviceName } from '#client/api/device-names.ts';
import { DiscreetValue } from '#client/components/discreet.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { isMeasurementEntry } from '#shared/devices.ts';
import '../messages.ts';

/**
 * An entry's figures ('20 minutes · Length: 16.5 cm'), blurred in discreet mode; when shown converted to
 * the preferred unit, the values as entered are in the title and read by screen readers.
 */
export function EntryFigures({ parts, original }: { parts: string[]; original: string }) {
  const t = useT();
  if (parts.length === 0) return null;
  return (
    <p className="text-sm break-words text-slate-700 dark:text-slate-200">
      <DiscreetValue label={t('tracker.entry.figures')}>
        <span title={original ? t('tracker.entry.asEnteredTitle', { original }) : undefined}>
          {parts.join(' · ')}
          {original ? (
            <span className="sr-only">{` ${t('tracker.entry.asEnteredSpoken', { original })}`}</span>
          ) : null}
        </span>
      </DiscreetValue>
    </p>
  );
}

/**
 * The left side of an entry's row in every list (recent, history, waiting to sync): its kind's icon, the
 * device (by its discreet name in discreet mode), the date line (with `dateNote` after it), its figures and whatever the list adds below them.
 */
export function EntrySummary({
  device,
  date,
  dateText,
  dateNote,
  parts,
  original,
  children,
}: {
  device: string;
  /** The ISO instant, for <time>. */
  date: string;
  dateText: string;
  dateNote?: string;
  parts: string[];
  original: string;
  children?: ReactNode;
}) {
  const deviceName = useDeviceName();
  const Icon = isMeasurementEntry(device) ? Ruler : Timer;
  return (
    <div className="flex min-w-0 gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-blue-700 dark:text-blue-400" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900 dark:text-slate-50">{deviceName(device)}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <time dateTime={date}>{dateText}</time>
          {dateNote}
        </p>
        <EntryFigures parts={parts} original={original} />
        {children}
      </div>
    </div>
  );
}

/** 'As entered': shows a list's lengths and girths in the units they were entered in, or back converted. */
export function AsEnteredToggle({ pressed, onToggle }: { pressed: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <div className="flex justify-end">
      <Button variant="ghost" size="sm" className="min-h-11" aria-pressed={pressed} onClick={onToggle}>
        {t('tracker.entry.asEntered')}
      </Button>
    </div>
  );
}
