import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** A styled native <select>: the phone's own picker, and fully accessible with a <label>. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'block h-11 w-full appearance-none truncate rounded-md border border-slate-300 bg-white py-2 pr-9 pl-3',
          'text-base text-slate-900 shadow-sm focus-visible:border-blue-600 focus-visible:outline-none',
          'focus-visible:ring-2 focus-visible:ring-blue-600/40 disabled:cursor-not-allowed disabled:opacity-60',
          'aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-600/40 sm:text-sm',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}
