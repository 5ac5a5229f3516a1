import type { BookingStatus, TrackingStep } from '@sante/shared/booking-constants';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const STATUS_STYLES: Record<BookingStatus, string> = {
  pending: 'border-amber-500/50 bg-amber-500/10 text-amber-800 dark:text-amber-200',
  confirmed: 'border-primary/40 bg-primary/10 text-primary',
  completed: 'border-success/50 bg-success/10 text-foreground',
  cancelled: 'border-border bg-muted text-muted-foreground line-through',
};

/** The status of a booking and, while it is under way, its tracking step (needs the `planning` catalogue). */
export function BookingBadges({ status, step }: { status: BookingStatus; step: TrackingStep | null }) {
  const { t } = useTranslation('planning');
  return (
    <span className="flex flex-wrap gap-1.5">
      <span className={cn('rounded-full border px-2 py-0.5 text-xs font-medium', STATUS_STYLES[status])}>
        {t(`statuses.${status}`)}
      </span>
      {step && status !== 'cancelled' && (
        <span className="rounded-full border border-primary/30 bg-card px-2 py-0.5 text-xs font-medium">
          {t(`steps.${step}`)}
        </span>
      )}
    </span>
  );
}
