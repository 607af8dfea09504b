import { Check } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** A 20 px box inside a 44 x 44 px touch target (the Radix root is the button a finger hits). */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'group -m-3 flex size-11 shrink-0 items-center justify-center rounded-md',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
        className,
      )}
      {...props}
    >
      <span
        className={cn(
          'flex size-5 items-center justify-center rounded border border-slate-400 bg-white',
          'group-data-[state=checked]:border-blue-700 group-data-[state=checked]:bg-blue-700',
          'group-data-[state=checked]:text-white',
        )}
      >
        <CheckboxPrimitive.Indicator>
          <Check className="size-4" aria-hidden="true" />
        </CheckboxPrimitive.Indicator>
      </span>
    </CheckboxPrimitive.Root>
  );
}
