import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { UI } from '@sante/shared/constants';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Section 9: tooltips open after 700 ms; moving between triggers within 300 ms skips the delay.
 * Mount the provider at the top of the (lazily loaded) part of the screen that uses tooltips, not at the
 * app root: the root would put Radix's positioning code (~10 KiB brotli) in every first load.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={UI.tooltipDelayMs} skipDelayDuration={UI.tooltipSkipDelayMs}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
