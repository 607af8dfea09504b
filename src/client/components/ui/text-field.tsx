import { type ComponentProps, type ReactNode, useId } from 'react';
import { useSpecMessage } from '#client/lib/i18n/use-t.ts';
import { cn } from './cn.ts';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** The field's validation message; shown under the field and announced. */
  error?: string | undefined;
  /** Extra content under the input (e.g. a strength meter), announced with the field. */
  hint?: ReactNode;
};

/** A labelled input with its error message wired up through aria-invalid and aria-describedby. */
export function TextField({ label, error, hint, id, className, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {hint ? <div id={hintId}>{hint}</div> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A field's error message, announced when it appears; a shared schema's English in the language shown. */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  const specMessage = useSpecMessage();
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {specMessage(message)}
    </p>
  );
}
