import { type ReactNode, useId, useSyncExternalStore } from 'react';
import { useT } from '#client/lib/i18n/use-t.ts';
import {
  setThemeChoice,
  subscribeToThemeChoice,
  THEME_CHOICES,
  type ThemeChoice,
  themeChoice,
} from '../lib/theme.ts';
import { cn } from './ui/cn.ts';
import { Label } from './ui/label.tsx';
import { NativeSelect } from './ui/native-select.tsx';
import './messages.ts';

const LABEL_IDS: Record<ThemeChoice, string> = {
  system: 'theme.system',
  light: 'theme.light',
  dark: 'theme.dark',
};

type ThemeSelectProps = {
  className?: string;
  /** Classes of the select's own box (its width). */
  selectClassName?: string;
  /** Told after the choice was applied and kept (the profile's "Saved"). */
  onChange?: (choice: ThemeChoice) => void;
  /** Ids of text describing the select (a hint, a save status). */
  describedBy?: string;
  /** Shown beside the label (the profile's save status). */
  status?: ReactNode;
};

/** Theme: System (follows the phone), Light or Dark; kept on this device (lib/theme.ts). */
export function ThemeSelect({ className, selectClassName, onChange, describedBy, status }: ThemeSelectProps) {
  const t = useT();
  const id = useId();
  const choice = useSyncExternalStore(subscribeToThemeChoice, themeChoice, () => 'system');
  return (
    <div className={className}>
      <div className="flex flex-wrap items-center gap-x-3">
        <Label htmlFor={id}>{t('theme.label')}</Label>
        {status}
      </div>
      <NativeSelect
        id={id}
        className={cn('mt-1.5', selectClassName)}
        value={choice}
        aria-describedby={describedBy}
        onChange={(event) => {
          const next = event.target.value as ThemeChoice;
          setThemeChoice(next);
          onChange?.(next);
        }}
      >
        {THEME_CHOICES.map((value) => (
          <option key={value} value={value}>
            {t(LABEL_IDS[value])}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
