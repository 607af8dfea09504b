import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { cn } from './cn.ts';

interface ChoiceGroupProps<T extends string> {
  /** The question, shown above the choices and naming the group for screen readers. */
  label: string;
  choices: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
}

/**
 * A one-of-a-few choice as a row of tappable segments (a Radix radio group: arrow keys move between the
 * choices, Tab leaves the group). Each segment is at least 44 x 44 px.
 */
export function ChoiceGroup<T extends string>({ label, choices, value, onChange }: ChoiceGroupProps<T>) {
  const labelId = useId();
  return (
    <div className="space-y-1.5">
      <p id={labelId} className="text-sm font-medium text-slate-900 dark:text-slate-50">
        {label}
      </p>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value ?? ''}
        onValueChange={(next) => onChange(next as T)}
        orientation="horizontal"
        className="grid grid-cols-3 gap-2"
      >
        {choices.map((choice) => (
          <RadioGroup.Item
            key={choice.value}
            value={choice.value}
            className={cn(
              'min-h-11 min-w-11 rounded-md border px-3 text-sm font-medium transition-colors',
              'border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
              'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50 dark:hover:bg-slate-800',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2',
              'data-[state=checked]:border-blue-700 data-[state=checked]:bg-blue-700 data-[state=checked]:text-white',
              'dark:data-[state=checked]:border-blue-500 dark:data-[state=checked]:bg-blue-600',
            )}
          >
            {choice.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
