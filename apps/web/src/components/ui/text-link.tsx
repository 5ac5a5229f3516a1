import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

type TextLinkProps = ComponentProps<typeof Link> & { tone?: 'primary' | 'muted' };

/** An inline router link: primary for actions, muted for secondary ways out. */
export function TextLink({ className, tone = 'primary', ...props }: TextLinkProps) {
  return (
    <Link
      className={cn(
        'font-medium underline-offset-4 hover:underline',
        tone === 'primary' ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
        className,
      )}
      {...props}
    />
  );
}
