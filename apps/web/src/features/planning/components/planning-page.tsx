import type { VisitKind } from '@sante/shared/availability-constants';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatDay } from '../../../lib/format';
import { useBookings } from '../api/bookings';
import { groupByDay, weekdayLabel } from '../booking-time';
import { DoctorBookingCard } from './doctor-booking-card';
import { PeriodToolbar } from './period-toolbar';
import './register-planning-catalogues';
import { usePeriodParams } from './use-period-params';

type PlanningPageProps = {
  /** `cabinet`: `/dashboard-medecin/rdv-cabinet`, only the visits at the practice. */
  kind?: VisitKind;
};

/**
 * `/dashboard-medecin/planning` and `/dashboard-medecin/rdv-cabinet`: the signed-in doctor's bookings of a day or
 * a week (Douala time), each with the next step of the visit.
 */
export function PlanningPage({ kind }: PlanningPageProps) {
  const { t, i18n } = useTranslation('planning');
  const { t: tc } = useTranslation();
  const period = usePeriodParams();
  const bookings = useBookings({ from: period.from, to: period.to, kind });
  const byDay = groupByDay(bookings.data ?? []);
  const screen = kind === 'cabinet' ? 'cabinet' : 'planning';
  const language = i18n.language;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t(`${screen}.title`)}</h1>
        <p className="text-sm text-muted-foreground">{t(`${screen}.description`)}</p>
      </header>
      <PeriodToolbar view={period.view} day={period.day} today={period.today} onChange={period.setPeriod} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold first-letter:uppercase">
          {period.view === 'day'
            ? weekdayLabel(period.day, language)
            : t('view.weekOf', { from: formatDay(period.from, language), to: formatDay(period.to, language) })}
        </h2>
        {bookings.isSuccess && (
          <p className="text-sm text-muted-foreground">{t('view.count', { count: bookings.data.length })}</p>
        )}
      </div>
      {bookings.isPending && <Spinner label={tc('common.loading')} />}
      {bookings.isError && <Alert variant="destructive">{t('loadError')}</Alert>}
      {bookings.isSuccess && bookings.data.length === 0 && (
        <Alert>{t(period.view === 'day' ? 'empty.day' : 'empty.week')}</Alert>
      )}
      {bookings.isSuccess && bookings.data.length > 0 && (
        <ol className="flex flex-col gap-5">
          {period.days
            .filter((day) => period.view === 'day' || byDay.has(day))
            .map((day) => (
              <li key={day} className="flex flex-col gap-3">
                {period.view === 'week' && (
                  <h3 className="border-b pb-1 font-semibold first-letter:uppercase">{weekdayLabel(day, language)}</h3>
                )}
                <ul className="grid gap-3 lg:grid-cols-2">
                  {(byDay.get(day) ?? []).map((booking) => (
                    <li key={booking.id}>
                      <DoctorBookingCard booking={booking} headingLevel={period.view === 'day' ? 3 : 4} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
        </ol>
      )}
      <p className="text-xs text-muted-foreground">{t('liveHint')}</p>
    </div>
  );
}
