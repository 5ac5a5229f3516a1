import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type ChoiceCardProps = { selected: boolean; onSelect: () => void; title: ReactNode; children?: ReactNode };

/** A large tappable choice (a service, a doctor) that says whether it is the one chosen. */
export function ChoiceCard({ selected, onSelect, title, children }: ChoiceCardProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        'flex w-full flex-col gap-1 rounded-xl border bg-card p-4 text-left transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        selected && 'border-primary ring-2 ring-primary/30',
      )}
    >
      <span className="font-semibold">{title}</span>
      {children}
    </button>
  );
}
