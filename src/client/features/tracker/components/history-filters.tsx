import { useId } from 'react';
import { useDeviceName } from '#client/api/device-names.ts';
import { cn } from '#client/components/ui/cn.ts';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import type { SessionKind } from '#shared/schemas/sessions.ts';
import '../messages.ts';

/** The kinds, each with its label's message id. */
const KINDS: Array<{ kind: SessionKind; label: string }> = [
  { kind: 'all', label: 'tracker.history.kind.all' },
  { kind: 'sessions', label: 'tracker.history.kind.sessions' },
  { kind: 'measurements', label: 'tracker.history.kind.measurements' },
];

interface HistoryFiltersProps {
  kind: SessionKind;
  device: string | null;
  /** The configured device labels. */
  devices: string[];
  onChange: (filter: { kind: SessionKind; device: string | null }) => void;
}

/** Which entries the history shows: a segmented kind choice and a device select, 44 px targets. */
export function HistoryFilters({ kind, device, devices, onChange }: HistoryFiltersProps) {
  const t = useT();
  const deviceId = useId();
  const deviceName = useDeviceName();
  // A device since removed from the store's list stays selectable while the filter names it.
  const choices = device && !devices.includes(device) ? [...devices, device] : devices;
  return (
    <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('tracker.history.show')}
        </legend>
        <div className="mt-1.5 grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
          {KINDS.map((choice) => (
            <button
              key={choice.kind}
              type="button"
              aria-pressed={kind === choice.kind}
              onClick={() => onChange({ kind: choice.kind, device })}
              className={cn(
                'min-h-11 rounded-md px-2 text-sm font-medium transition-colors',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
                kind === choice.kind
                  ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-slate-50'
                  : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-slate-50',
              )}
            >
              {t(choice.label)}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor={deviceId} className="dark:text-slate-200">
          {t('tracker.history.device')}
        </Label>
        <NativeSelect
          id={deviceId}
          className="[&_select]:h-11"
          value={device ?? ''}
          onChange={(event) => onChange({ kind, device: event.target.value || null })}
        >
          <option value="">{t('tracker.history.allDevices')}</option>
          {choices.map((label) => (
            <option key={label} value={label}>
              {deviceName(label)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
