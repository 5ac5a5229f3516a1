import { cn } from '../../lib/cn';

type SpinnerProps = { label: string; className?: string };

/** A spinning ring with a visible label, announced politely to screen readers. */
export function Spinner({ label, className }: SpinnerProps) {
  return (
    <div role="status" aria-live="polite" className={cn('flex items-center justify-center gap-3', className)}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-[3px] border-primary/25 border-t-primary motion-reduce:animate-[spin_2s_linear_infinite]"
      />
      <span className="text-sm text-muted-foreground">{label}</span>
    </div>
  );
}
