import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  id: string;
  label: ReactNode;
  /** Translated messages shown under the field. */
  errors?: readonly string[];
  hint?: string;
  /** Control first, label beside it (checkboxes). */
  inline?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A visible label tied to its control, an optional hint, and the field's errors under it. */
export function FormField({ id, label, errors = [], hint, inline = false, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = children({ id, 'aria-invalid': errors.length > 0, 'aria-describedby': describedBy });
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {inline ? (
        <div className="flex items-center gap-3">
          {control}
          {/* The label is the checkbox's tap target (44 px tall); the box keeps its size. */}
          <Label htmlFor={id} className="min-h-11 cursor-pointer content-center leading-snug">
            {label}
          </Label>
        </div>
      ) : (
        <>
          <Label htmlFor={id}>{label}</Label>
          {control}
        </>
      )}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {errorId && (
        <ul id={errorId} className="flex flex-col gap-1 text-sm text-destructive">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
