import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useAppConfig } from '#client/api/app-config.ts';
import { usePreferences, useSavePreferences } from '#client/api/preferences.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import { discreetDeviceName, NICKNAME_MAX } from '#shared/rules/discreet-names.ts';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';
import { SaveStatus, useSaveState } from './ui/save-status.tsx';
import './messages.ts';
import '#client/lib/i18n/rule-messages.ts';

/**
 * Discreet mode's names for the devices (docs/decisions/061), under discreet mode once it is on: closed by
 * default (the list names the products), one field per device of the store's list, its neutral name as the
 * placeholder. A field saves when it loses focus with a changed name; an emptied field goes back to the
 * neutral name.
 */
export function DeviceNicknamesField() {
  const t = useT();
  const id = useId();
  const preferences = usePreferences();
  const labels = (useAppConfig().data?.devices ?? []).map((device) => device.label);
  const save = useSavePreferences();
  const [saveState, track] = useSaveState();
  const saved = preferences.data?.deviceNicknames ?? {};
  const [drafts, setDrafts] = useState<Record<string, string>>({});

  const commit = (label: string) => {
    const draft = drafts[label];
    if (draft === undefined || draft.trim() === (saved[label] ?? '')) return;
    const next = Object.fromEntries(
      Object.entries({ ...saved, [label]: draft.trim() }).filter(([, name]) => name !== ''),
    );
    track('saving');
    save.mutate(
      { deviceNicknames: next },
      {
        onSuccess: () => {
          track('saved');
          setDrafts(({ [label]: _done, ...rest }) => rest);
        },
        onError: () => track('failed'),
      },
    );
  };

  if (!preferences.data?.discreetMode || labels.length === 0) return null;
  return (
    <details className="group rounded-md border border-slate-200 dark:border-slate-700">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 px-3 text-sm font-medium [&::-webkit-details-marker]:hidden">
        <ChevronDown
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
        {t('discreet.names')}
        <SaveStatus state={saveState} id={`${id}-status`} />
      </summary>
      <div className="space-y-3 px-3 pb-3">
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t('discreet.namesHint')}
        </p>
        {labels.map((label, index) => (
          <div key={label}>
            <Label htmlFor={`${id}-${index}`}>{t('discreet.nicknameFor', { device: label })}</Label>
            <Input
              id={`${id}-${index}`}
              className="mt-1 sm:max-w-sm"
              maxLength={NICKNAME_MAX}
              autoComplete="off"
              placeholder={discreetDeviceName(t, label, labels)}
              value={drafts[label] ?? saved[label] ?? ''}
              aria-describedby={`${id}-hint ${id}-status`}
              onChange={(event) => setDrafts((current) => ({ ...current, [label]: event.target.value }))}
              onBlur={() => commit(label)}
            />
          </div>
        ))}
      </div>
    </details>
  );
}
