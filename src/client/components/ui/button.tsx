import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 ' +
  'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0';

const variants = {
  primary: 'bg-blue-700 text-white shadow-sm hover:bg-blue-800',
  secondary: 'bg-slate-100 text-slate-900 hover:bg-slate-200',
  outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
  /** A destructive action on a page: outlined, never the loudest thing there; its dialog confirms it. */
  destructiveOutline:
    'border border-red-300 bg-white text-red-700 hover:bg-red-50 dark:border-red-800 dark:hover:bg-red-950',
  link: 'text-blue-700 underline-offset-4 hover:underline',
} as const;

const sizes = {
  // Every size keeps a 44 x 44 px touch target (WCAG 2.5.5); 'inline' pads a text link up to it.
  default: 'min-h-11 min-w-11 px-4 py-2',
  sm: 'min-h-11 min-w-11 px-3',
  lg: 'min-h-11 min-w-11 px-6 text-base',
  inline: 'min-h-11 min-w-11 px-1',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** The button classes, for elements that must look like a button. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'default'): string {
  return cn(base, variants[variant], sizes[size]);
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a Link) with button styling instead of a <button>. */
  asChild?: boolean;
};

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={cn(buttonClasses(variant, size), className)} {...props} />;
  return (
    <button type={type ?? 'button'} className={cn(buttonClasses(variant, size), className)} {...props} />
  );
}
