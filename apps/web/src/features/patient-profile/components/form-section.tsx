import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';

type FormSectionProps = { id: string; title: string; description?: string; children: ReactNode };

/** One titled part of the profile page, reachable by its anchor (`/patient/profil#<id>`). */
export function FormSection({ id, title, description, children }: FormSectionProps) {
  return (
    <Card id={id} aria-labelledby={`${id}-title`} role="region" className="scroll-mt-20">
      <CardHeader>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}
