import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * The button-like label of a visually hidden file input placed just before it (`className="peer sr-only"`): the
 * browser's own « Choose File » button speaks the browser's language, not the page's, and is hard to tap on a
 * phone. The label shows the input's keyboard focus.
 */
export function FilePickerLabel({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-input bg-card px-3 text-sm font-medium hover:bg-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60 [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}
