import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const alertVariants = cva('rounded-lg border px-4 py-3 text-sm', {
  variants: {
    variant: {
      info: 'border-border bg-muted text-foreground',
      success: 'border-success/40 bg-card text-foreground',
      destructive: 'border-destructive/50 bg-card text-destructive',
    },
  },
  defaultVariants: { variant: 'info' },
});

type AlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants>;

/** A message block; errors are announced at once (`role="alert"`), the others politely. */
export function Alert({ className, variant, ...props }: AlertProps) {
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}
