import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A multi-line field that looks like `Input`: a 16 px text on phones (no zoom on focus), the same focus ring. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
