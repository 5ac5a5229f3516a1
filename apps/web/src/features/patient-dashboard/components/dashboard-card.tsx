import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

type DashboardCardProps = { id: string; title: string; className?: string; children: ReactNode };

/** One block of the dashboard: a titled region. */
export function DashboardCard({ id, title, className, children }: DashboardCardProps) {
  return (
    <Card role="region" aria-labelledby={id} className={cn('flex flex-col', className)}>
      <CardHeader>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">{children}</CardContent>
    </Card>
  );
}
