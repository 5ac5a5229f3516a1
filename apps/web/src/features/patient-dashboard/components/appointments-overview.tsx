import { isBookableVisitKind } from '@sante/shared/availability-constants';
import type { BookingView } from '@sante/shared/booking-constants';
import { CalendarDays, History } from 'lucide-react';
import { lazy, memo, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { formatDateTime } from '../../../lib/format';
import { formatFcfa } from '../../../lib/format-money';
import { useCarerName } from '../../../lib/use-carer-name';
import { useBookingUpdates } from '../../../lib/realtime';
import { BOOKINGS_POLL_MS, useMyBookings, useRefreshBookings } from '../../booking/api/bookings';
import { paymentPathFor } from '../../booking/lib/booking-paths';
import { useBookAgain } from '../../booking/lib/use-book-again';
import { DashboardCard } from './dashboard-card';

const SHOWN = 3;

/** « Infirmière en route, arrivée dans environ 12 min », loaded only while a carer is on the way (ADR 040). */
const VisitEta = lazy(() => import('../../booking/components/visit-eta').then((m) => ({ default: m.VisitEta })));

/**
 * The next visits (pending or confirmed, or released for non-payment, not over when the list was read) and the
 * last ones done.
 */
function splitBookings(bookings: readonly BookingView[], now: number) {
  const upcoming = bookings
    .filter(
      (booking) =>
        (['pending', 'confirmed'].includes(booking.status) || booking.releasedUnpaid) &&
        Date.parse(booking.endsAt) >= now,
    )
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const recent = bookings
    .filter((booking) => booking.status === 'completed')
    .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
  return { upcoming: upcoming.slice(0, SHOWN), recent: recent.slice(0, SHOWN) };
}

function BookingLine({ booking }: { booking: BookingView }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.resolvedLanguage ?? 'fr';
  const service = language === 'en' ? booking.service.nameEn : booking.service.nameFr;
  const nameOf = useCarerName();
  const doctor = booking.doctor ? nameOf(booking.doctor) : null;
  const bookAgain = useBookAgain();
  return (
    <li className="flex flex-col gap-0.5 text-sm">
      <span className="font-medium">{formatDateTime(new Date(booking.startsAt), language)}</span>
      <span className="text-muted-foreground">
        {doctor ? t('bookings.withDoctor', { service, doctor }) : service} ·{' '}
        {t(booking.releasedUnpaid ? 'bookings.status.releasedUnpaid' : `bookings.status.${booking.status}`)}
      </span>
      {booking.status === 'confirmed' && booking.trackingStep === 'doctor_en_route' && (
        <Suspense fallback={null}>
          <VisitEta booking={booking} />
        </Suspense>
      )}
      {booking.releasedUnpaid && isBookableVisitKind(booking.kind) && (
        <Button variant="link" className="w-fit justify-start px-0" onClick={() => bookAgain(booking)}>
          {t('bookings.bookAgain')}
        </Button>
      )}
      {booking.payBy && (
        <TextLink to={paymentPathFor(booking.kind, booking.id)} className="w-fit font-medium">
          {t('bookings.payNow', { price: formatFcfa(booking.priceXaf) })}
        </TextLink>
      )}
    </li>
  );
}

/**
 * The two cards: the next visits and the last ones done, from the list as read at `readAt` (`undefined` while it
 * loads, unless it `failed`).
 */
const AppointmentCards = memo(function AppointmentCards({
  bookings,
  readAt,
  failed,
}: {
  bookings: readonly BookingView[] | undefined;
  readAt: number;
  failed: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const { upcoming, recent } = splitBookings(bookings ?? [], readAt);
  const loaded = bookings !== undefined;
  const loading = !loaded && !failed && <Spinner label={t('common.loading', { ns: 'common' })} />;
  return (
    <>
      <DashboardCard id="upcoming-title" title={t('upcoming.title')}>
        {loading}
        {loaded && upcoming.length > 0 && (
          <ul className="flex flex-col gap-3">
            {upcoming.map((booking) => (
              <BookingLine key={booking.id} booking={booking} />
            ))}
          </ul>
        )}
        {(loaded || failed) && upcoming.length === 0 && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            {failed ? t('bookings.loadError') : t('upcoming.empty')}
          </p>
        )}
        <TextLink to="/appointment-type" className="mt-auto w-fit text-sm">
          {t('upcoming.book')}
        </TextLink>
      </DashboardCard>
      <DashboardCard id="recent-title" title={t('recent.title')}>
        {loading}
        {loaded && recent.length > 0 && (
          <ul className="flex flex-col gap-3">
            {recent.map((booking) => (
              <BookingLine key={booking.id} booking={booking} />
            ))}
          </ul>
        )}
        {(loaded || failed) && recent.length === 0 && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <History aria-hidden="true" className="size-4 shrink-0" />
            {failed ? t('bookings.loadError') : t('recent.empty')}
          </p>
        )}
        <TextLink to="/patient/consultations" className="mt-auto w-fit text-sm">
          {t('recent.history')}
        </TextLink>
      </DashboardCard>
    </>
  );
});

/**
 * Upcoming appointments (with the carer's ETA while en route) and recent consultations, each leading to the booking
 * or the full history; kept fresh by the booking pushes (polled while the live channel is down). The list arrives
 * as an urgent update (the query's store); the cards are drawn with it as a transition, in slices that leave the
 * main thread free (issue #10, total blocking time).
 */
export function AppointmentsOverview() {
  const refresh = useRefreshBookings();
  const live = useBookingUpdates(() => void refresh());
  const bookings = useMyBookings({}, live.connected ? false : BOOKINGS_POLL_MS);
  const list = useDeferredValue(bookings.data);
  const readAt = useDeferredValue(bookings.dataUpdatedAt);
  return <AppointmentCards bookings={list} readAt={readAt} failed={bookings.isError && list === undefined} />;
}
