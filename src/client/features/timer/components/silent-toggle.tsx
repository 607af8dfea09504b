import { useId } from 'react';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { setSilent, useSilent } from '../hooks/signals.ts';
import '../messages.ts';

/** "Silent": no sound or vibration at the end of a set or break; kept on this device. */
export function SilentToggle() {
  const t = useT();
  const silent = useSilent();
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <Checkbox id={id} checked={silent} onCheckedChange={(checked) => setSilent(checked === true)} />
      <Label htmlFor={id} className="py-2 dark:text-slate-200">
        {t('timer.silent')}
      </Label>
    </div>
  );
}
