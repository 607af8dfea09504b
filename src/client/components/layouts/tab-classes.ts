/** A tab of the bar (or the rail): icon over its label, a finger wide and high; `current` marks where we are. */
export function tabClasses(current: boolean): string {
  return (
    'flex h-16 w-full flex-col items-center justify-center gap-0.5 rounded-md text-xs font-medium ' +
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-inset ' +
    (current
      ? 'text-blue-700 dark:text-blue-300'
      : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-slate-50')
  );
}
