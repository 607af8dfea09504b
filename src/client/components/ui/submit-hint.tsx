import { cn } from './cn.ts';

interface SubmitHintProps {
  id: string;
  /** Why the submit button is disabled; nothing is shown while it is enabled. */
  reason: string | null;
  className?: string;
}

/** The inline reason a disabled submit button gives; tie it to the button with aria-describedby. */
export function SubmitHint({ id, reason, className }: SubmitHintProps) {
  if (!reason) return null;
  return (
    <p id={id} className={cn('text-sm text-slate-600', className)}>
      {reason}
    </p>
  );
}
