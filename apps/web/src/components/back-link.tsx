import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** « Retour à la liste » above an opened item: a link back to the list, as tall as a finger. */
export function BackLink({ to, className = '', children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center gap-1 self-start text-sm text-primary underline-offset-4 hover:underline ${className}`}
    >
      <ChevronLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
