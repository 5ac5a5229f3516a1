import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

type TextLinkProps = ComponentProps<typeof Link> & { tone?: 'primary' | 'muted' };

/**
 * A router link in running text or on its own line: primary for actions, muted for secondary ways out. It is
 * at least 44 px tall (a tap target on phones, issue #10) without changing the size of its text.
 */
export function TextLink({ className, tone = 'primary', ...props }: TextLinkProps) {
  return (
    <Link
      className={cn(
        'inline-flex min-h-11 items-center font-medium underline-offset-4 hover:underline',
        tone === 'primary' ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
        className,
      )}
      {...props}
    />
  );
}
