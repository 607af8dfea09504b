import { Check, Copy } from 'lucide-react';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { useT } from '#client/lib/i18n/use-t.ts';
import { COPY_FEEDBACK_MS } from '#shared/constants.ts';
import '../messages.ts';
import { Button } from './button.tsx';

type CopyButtonProps = Omit<ComponentProps<typeof Button>, 'onClick' | 'children' | 'asChild'> & {
  /** The text put on the clipboard. */
  value: string;
  /** The visible label, 'Copy' unless told. */
  label?: string;
  /** Names what is copied for screen readers, e.g. 'response' gives 'Copy response' (a message: German orders it). */
  what?: string;
  /** Called when the clipboard refuses (no permission, insecure page). */
  onCopyError?: (err: unknown) => void;
};

/** Copies a text and says 'Copied' for 2 seconds (spec sections 4 and 9), announced to screen readers. */
export function CopyButton({
  value,
  label,
  what,
  onCopyError,
  variant = 'outline',
  size = 'sm',
  ...props
}: CopyButtonProps) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    } catch (err) {
      onCopyError?.(err);
    }
  };

  return (
    <Button variant={variant} size={size} onClick={copy} {...props}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? t('copy.copied') : (label ?? t('copy.copy'))}</span>
      {what && !copied ? <span className="sr-only">{` ${t('copy.what', { what })}`}</span> : null}
    </Button>
  );
}
