import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'block h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm',
        'placeholder:text-slate-400 focus-visible:border-blue-600 focus-visible:outline-none',
        'focus-visible:ring-2 focus-visible:ring-blue-600/40 disabled:cursor-not-allowed disabled:opacity-60',
        'aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-600/40 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
