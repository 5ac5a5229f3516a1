import type { CarerAdminStatus } from '@sante/shared/doctor-constants';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import './register-carers-catalogues';

const STYLES: Record<CarerAdminStatus, string> = {
  pending_verification: 'border-amber-500/50 bg-amber-500/10 text-amber-800 dark:text-amber-200',
  active: 'border-emerald-600/40 bg-emerald-600/10 text-emerald-800 dark:text-emerald-200',
  suspended: 'border-destructive/40 bg-destructive/10 text-destructive',
  deleted: 'border-border bg-muted text-muted-foreground',
};

export function CarerStatusBadge({ status }: { status: CarerAdminStatus }) {
  const { t } = useTranslation('carers');
  return (
    <span className={cn('inline-block rounded-full border px-2 py-0.5 text-xs font-medium', STYLES[status])}>
      {t(`statuses.${status}`)}
    </span>
  );
}
