import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

type SettingsSectionProps = {
  id: string;
  title: string;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
};

/** One block of the settings page: a card with its own heading (an anchor: `/patient/parametres#<id>`). */
export function SettingsSection({ id, title, description, tone = 'default', children }: SettingsSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Card
      id={id}
      aria-labelledby={headingId}
      role="region"
      className={cn('scroll-mt-20', tone === 'danger' && 'border-destructive/50')}
    >
      <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
        <h2 id={headingId} className={cn('text-lg font-semibold', tone === 'danger' && 'text-destructive')}>
          {title}
        </h2>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col gap-4 p-4 sm:p-6">{children}</CardContent>
    </Card>
  );
}
