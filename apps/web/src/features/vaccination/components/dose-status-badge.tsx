import type { CardEntry, RecordedDose } from '@sante/shared/vaccination-schemas';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatDay } from '../../../lib/format';

const TONES: Record<CardEntry['status'], string> = {
  given: 'border-success/40 text-success',
  due: 'border-notice bg-notice text-notice-foreground',
  overdue: 'border-destructive bg-destructive text-destructive-foreground',
  upcoming: 'border-border text-muted-foreground',
  recommended: 'border-primary/40 text-primary',
  missed: 'border-border text-muted-foreground',
};

/** The status of one dose in words (never colour alone): "Fait le …", "À faire avant le …", "En retard"... */
export function DoseStatusBadge({ entry, dose }: { entry: CardEntry; dose: RecordedDose | null }) {
  const { t, i18n } = useTranslation('vaccination');
  const day = (iso: string | null) => (iso ? formatDay(iso, i18n.language) : '');
  const label = {
    given: t('dose.given', { date: day(dose?.givenOn ?? null) }),
    due: t('dose.due', { date: day(entry.lateAfter) }),
    overdue: t('dose.overdue'),
    upcoming: t('dose.upcoming'),
    recommended: t('dose.recommended'),
    missed: t('dose.missed'),
  }[entry.status];
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        TONES[entry.status],
      )}
    >
      {label}
    </span>
  );
}
