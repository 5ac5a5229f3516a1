import { CalendarDays, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/text-link';
import { DashboardCard } from './dashboard-card';

/**
 * Upcoming appointments and recent consultations. Booking is not built yet, so there is nothing to list:
 * both say so and lead to the booking.
 */
export function AppointmentsOverview() {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <DashboardCard id="upcoming-title" title={t('upcoming.title')}>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          {t('upcoming.empty')}
        </p>
        <TextLink to="/appointment-type" className="mt-auto w-fit text-sm">
          {t('upcoming.book')}
        </TextLink>
      </DashboardCard>
      <DashboardCard id="recent-title" title={t('recent.title')}>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <History aria-hidden="true" className="size-4 shrink-0" />
          {t('recent.empty')}
        </p>
        <TextLink to="/patient/consultations" className="mt-auto w-fit text-sm">
          {t('recent.history')}
        </TextLink>
      </DashboardCard>
    </>
  );
}
