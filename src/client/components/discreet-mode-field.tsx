import { useId } from 'react';
import { usePreferences, useSavePreferences } from '#client/api/preferences.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import { DeviceNicknamesField } from './device-nicknames-field.tsx';
import { Checkbox } from './ui/checkbox.tsx';
import { Label } from './ui/label.tsx';
import { SaveStatus, useSaveState } from './ui/save-status.tsx';
import './messages.ts';

/**
 * Discreet mode (docs/decisions/022), saved on the server as it is ticked: in the profile's Preferences, and
 * on /privacy for a store customer without an account (who has no profile; docs/decisions/051).
 */
export function DiscreetModeField() {
  const t = useT();
  const id = useId();
  const preferences = usePreferences();
  const save = useSavePreferences();
  const [saveState, track] = useSaveState();
  const discreet = preferences.data?.discreetMode === true;

  const toggle = (on: boolean) => {
    track('saving');
    save.mutate({ discreetMode: on }, { onSuccess: () => track('saved'), onError: () => track('failed') });
  };

  return (
    <div className="space-y-3">
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-discreet`}
          checked={discreet}
          disabled={!preferences.data || save.isPending}
          onCheckedChange={(checked) => toggle(checked === true)}
          aria-describedby={`${id}-discreet-hint ${id}-discreet-status`}
        />
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-x-3">
            <Label htmlFor={`${id}-discreet`}>{t('discreet.label')}</Label>
            <SaveStatus state={saveState} id={`${id}-discreet-status`} />
          </div>
          <p id={`${id}-discreet-hint`} className="text-sm text-slate-600">
            {t('discreet.hint')}
          </p>
        </div>
      </div>
      <DeviceNicknamesField />
    </div>
  );
}
