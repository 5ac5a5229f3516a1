import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type ChoiceCardProps = {
  selected: boolean;
  onSelect: () => void;
  title: ReactNode;
  /** Shown before the text (a carer's photo). */
  media?: ReactNode;
  children?: ReactNode;
};

/** A large tappable choice (a service, a doctor) that says whether it is the one chosen. */
export function ChoiceCard({ selected, onSelect, title, media, children }: ChoiceCardProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        'flex w-full items-start gap-3 rounded-xl border bg-card p-4 text-left transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        selected && 'border-primary ring-2 ring-primary/30',
      )}
    >
      {media}
      <span className="flex min-w-0 flex-col gap-1">
        <span className="font-semibold">{title}</span>
        {children}
      </span>
    </button>
  );
}
