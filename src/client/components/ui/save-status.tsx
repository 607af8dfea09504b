import { Check } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '#client/lib/i18n/use-t.ts';
import '../messages.ts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** How long "Saved" stays beside a setting saved as it changed. */
export const SAVED_SHOWN_MS = 4000;

/**
 * A setting's save state (docs/decisions/051): 'saving' while it goes, 'saved' for SAVED_SHOWN_MS, 'failed'
 * until the next try.
 */
export function useSaveState() {
  const [state, setState] = useState<SaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const track = useCallback((next: SaveState) => {
    clearTimeout(timer.current);
    setState(next);
    if (next === 'saved') timer.current = setTimeout(() => setState('idle'), SAVED_SHOWN_MS);
  }, []);
  return [state, track] as const;
}

const TEXT: Record<Exclude<SaveState, 'idle'>, { text: string; className: string }> = {
  saving: { text: 'save.saving', className: 'text-slate-600' },
  saved: { text: 'save.saved', className: 'text-green-700' },
  failed: { text: 'save.failed', className: 'text-red-700' },
};

/**
 * The small confirmation beside a setting saved as it changes (no Save button): a live region, always in
 * the page so that screen readers announce what appears in it.
 */
export function SaveStatus({ state, id }: { state: SaveState; id?: string }) {
  const t = useT();
  const shown = state === 'idle' ? null : TEXT[state];
  return (
    <span
      id={id}
      role="status"
      className={`inline-flex min-h-5 items-center gap-1 text-sm font-medium ${shown?.className ?? ''}`}
    >
      {state === 'saved' ? <Check className="size-4" aria-hidden="true" /> : null}
      {shown ? t(shown.text) : null}
    </span>
  );
}
