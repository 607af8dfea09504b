import { Button } from '#client/components/ui/button.tsx';

type SegmentedChoiceProps<T extends string> = {
  /** The group's name for a screen reader, also shown before the choices. */
  legend: string;
  choices: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
};

/**
 * A row of toggle buttons of which one is pressed (aria-pressed): each 44 px tall, reached with Tab and
 * chosen with Enter or Space, as any button; wraps on a narrow screen.
 */
export function SegmentedChoice<T extends string>({
  legend,
  choices,
  value,
  onChange,
}: SegmentedChoiceProps<T>) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{legend}</legend>
      <span aria-hidden="true" className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {legend}
      </span>
      {choices.map((choice) => (
        <Button
          key={choice.value}
          size="sm"
          variant={choice.value === value ? 'primary' : 'outline'}
          className={
            choice.value === value
              ? 'min-h-11 min-w-11 dark:bg-blue-600'
              : 'min-h-11 min-w-11 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700'
          }
          aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </Button>
      ))}
    </fieldset>
  );
}
