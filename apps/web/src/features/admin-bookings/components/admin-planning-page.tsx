import type { BookingView } from '@sante/shared/booking-constants';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { registerCatalogues } from '../../../lib/register-catalogues';
import frAdmin from '../../../locales/fr/admin.json';
import frPlanning from '../../../locales/fr/planning.json';
import { useBookings } from '../../planning/api/bookings';
import { doualaTime, weekdayLabel } from '../../planning/booking-time';
import { BookingBadges } from '../../planning/components/booking-badges';
import { PeriodToolbar } from '../../planning/components/period-toolbar';
import { usePeriodParams } from '../../planning/components/use-period-params';
import { AdminBookingActions } from './admin-booking-actions';

registerCatalogues('planning', { fr: frPlanning, en: () => import('../../../locales/en/planning.json') });
registerCatalogues('admin', { fr: frAdmin, en: () => import('../../../locales/en/admin.json') });

type DoctorDay = { key: string; name: string; bookings: BookingView[] };

/** The day's bookings per doctor (by name), those without a doctor first. */
function byDoctor(bookings: readonly BookingView[], unassigned: string): DoctorDay[] {
  const groups = new Map<string, DoctorDay>();
  for (const booking of bookings) {
    const key = booking.doctor?.id ?? '';
    const name = booking.doctor ? `${booking.doctor.firstName} ${booking.doctor.lastName}` : unassigned;
    const group = groups.get(key) ?? { key, name, bookings: [] };
    group.bookings.push(booking);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => (a.key === '' ? -1 : b.key === '' ? 1 : a.name.localeCompare(b.name)));
}

/** `/admin/planning-general`: one day, every doctor's bookings side by side (Douala time). */
export function AdminPlanningPage() {
  const { t, i18n } = useTranslation('admin');
  const { t: tp } = useTranslation('planning');
  const { t: tc } = useTranslation();
  const period = usePeriodParams('day');
  const bookings = useBookings({ from: period.day, to: period.day });
  const language = i18n.language;
  const doctors = byDoctor(bookings.data ?? [], t('planning.unassigned'));
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('planning.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('planning.description')}</p>
      </header>
      <PeriodToolbar
        view="day"
        day={period.day}
        today={period.today}
        onChange={({ day }) => period.setPeriod({ view: 'day', day })}
        dayOnly
      />
      <h2 className="text-lg font-semibold first-letter:uppercase">{weekdayLabel(period.day, language)}</h2>
      {bookings.isPending && <Spinner label={tc('common.loading')} />}
      {bookings.isError && <Alert variant="destructive">{t('loadError')}</Alert>}
      {bookings.isSuccess && doctors.length === 0 && <Alert>{t('planning.empty')}</Alert>}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {doctors.map((doctor) => (
          <section
            key={doctor.key}
            aria-labelledby={`doctor-day-${doctor.key || 'none'}`}
            className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
          >
            <h3 id={`doctor-day-${doctor.key || 'none'}`} className="flex items-baseline justify-between gap-2">
              <span className="font-semibold">{doctor.name}</span>
              <span className="text-xs text-muted-foreground">
                {tp('view.count', { count: doctor.bookings.length })}
              </span>
            </h3>
            <ol className="flex flex-col divide-y">
              {doctor.bookings.map((booking) => (
                <li key={booking.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-medium tabular-nums">
                      {tp('booking.timeRange', {
                        start: doualaTime(booking.startsAt, language),
                        end: doualaTime(booking.endsAt, language),
                      })}
                    </span>
                    <BookingBadges status={booking.status} step={booking.trackingStep} />
                  </div>
                  <p className="text-sm">
                    {booking.patient.firstName} {booking.patient.lastName} · {tp(`kinds.${booking.kind}`)}
                    {booking.address && ` · ${booking.address.neighbourhood}`}
                  </p>
                  <AdminBookingActions booking={booking} />
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </div>
  );
}
