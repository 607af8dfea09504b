import { useId, useSyncExternalStore } from 'react';
import {
  setThemeChoice,
  subscribeToThemeChoice,
  THEME_CHOICES,
  type ThemeChoice,
  themeChoice,
} from '../lib/theme.ts';
import { Label } from './ui/label.tsx';
import { NativeSelect } from './ui/native-select.tsx';

const LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** Theme: System (follows the phone), Light or Dark; kept on this device (lib/theme.ts). */
export function ThemeSelect({ className }: { className?: string }) {
  const id = useId();
  const choice = useSyncExternalStore(subscribeToThemeChoice, themeChoice, () => 'system');
  return (
    <div className={className}>
      <Label htmlFor={id}>Theme</Label>
      <NativeSelect
        id={id}
        className="mt-1.5"
        value={choice}
        onChange={(event) => setThemeChoice(event.target.value as ThemeChoice)}
      >
        {THEME_CHOICES.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
