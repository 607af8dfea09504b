import { Button } from '#client/components/ui/button.tsx';

type SegmentedChoiceProps<T extends string> = {
  /** The group's name, shown over the choices. */
  legend: string;
  choices: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
};

/**
 * A segmented control: a row of toggle buttons of which one is pressed (aria-pressed), sharing the width
 * (four fit 375 px in English; a longer language wraps to a second row), each 44 px tall, reached with Tab and chosen with Enter or Space, as any button.
 */
export function SegmentedChoice<T extends string>({
  legend,
  choices,
  value,
  onChange,
}: SegmentedChoiceProps<T>) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">{legend}</legend>
      <div className="flex max-w-md flex-wrap gap-1">
        {choices.map((choice) => (
          <Button
            key={choice.value}
            size="sm"
            variant={choice.value === value ? 'primary' : 'outline'}
            className={
              choice.value === value
                ? 'min-h-11 min-w-11 flex-1 whitespace-nowrap px-1.5 dark:bg-blue-600'
                : 'min-h-11 min-w-11 flex-1 whitespace-nowrap px-1.5 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700'
            }
            aria-pressed={choice.value === value}
            onClick={() => onChange(choice.value)}
          >
            {choice.label}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
