import { Loader2 } from 'lucide-react';
import { cn } from './cn.ts';

/** A decorative spinning icon; pair it with text. */
export function Spinner({ className }: { className?: string }) {
  return <Loader2 className={cn('size-5 animate-spin text-blue-700', className)} aria-hidden="true" />;
}

/** A full-area loading state announced to screen readers. */
export function LoadingSpinner({ label = 'Loading...', visibleLabel = false }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 p-6">
      <Spinner className="size-8" />
      <span className={visibleLabel ? 'text-sm text-slate-600' : 'sr-only'}>{label}</span>
    </div>
  );
}
