import type { BookingView } from '@sante/shared/booking-constants';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { formatFcfa } from '../../../lib/format-money';
import { BookingBadges } from '../../planning/components/booking-badges';
import { AdminBookingActions } from './admin-booking-actions';
import { useCarerName } from '../../../lib/use-carer-name';

function useBookingText() {
  const { t, i18n } = useTranslation('planning');
  const carerName = useCarerName();
  return (booking: BookingView) => ({
    when: formatDateTime(new Date(booking.startsAt), i18n.language),
    patient: `${booking.patient.firstName} ${booking.patient.lastName}`,
    doctor: booking.doctor ? carerName(booking.doctor) : t('booking.noDoctor'),
    service: i18n.language.startsWith('en') ? booking.service.nameEn : booking.service.nameFr,
    kind: t(`kinds.${booking.kind}`),
    price: formatFcfa(booking.priceXaf),
  });
}

/** Staff's list of bookings: a table on a laptop, one card per booking on a phone. */
export function AdminBookingsList({ bookings }: { bookings: readonly BookingView[] }) {
  const { t } = useTranslation('admin');
  const { t: tp } = useTranslation('planning');
  const text = useBookingText();
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border bg-card lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead className="border-b bg-muted/50 text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('table.when')}
              </th>
              {(['patient', 'doctor', 'service', 'status'] as const).map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-medium">
                  {tp(`booking.${column}`)}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {tp('booking.price')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('table.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((booking) => {
              const row = text(booking);
              return (
                <tr key={booking.id} className="border-b align-top last:border-0">
                  <td className="px-3 py-3 whitespace-nowrap">
                    <span className="block font-medium">{row.when}</span>
                    <span className="font-mono text-xs text-muted-foreground">{booking.reference}</span>
                  </td>
                  <td className="px-3 py-3">{row.patient}</td>
                  <td className="px-3 py-3">{row.doctor}</td>
                  <td className="px-3 py-3">
                    <span className="block">{row.service}</span>
                    <span className="text-xs text-muted-foreground">{row.kind}</span>
                  </td>
                  <td className="px-3 py-3">
                    <BookingBadges status={booking.status} step={booking.trackingStep} />
                  </td>
                  <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">{row.price}</td>
                  <td className="px-3 py-3">
                    <AdminBookingActions booking={booking} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 lg:hidden">
        {bookings.map((booking) => {
          const row = text(booking);
          return (
            <li key={booking.id} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-semibold">{row.when}</p>
                  <p className="font-mono text-xs text-muted-foreground">{booking.reference}</p>
                </div>
                <BookingBadges status={booking.status} step={booking.trackingStep} />
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">{tp('booking.patient')}</dt>
                <dd>{row.patient}</dd>
                <dt className="text-muted-foreground">{tp('booking.doctor')}</dt>
                <dd>{row.doctor}</dd>
                <dt className="text-muted-foreground">{tp('booking.service')}</dt>
                <dd>
                  {row.service} · {row.kind}
                </dd>
                <dt className="text-muted-foreground">{tp('booking.price')}</dt>
                <dd className="tabular-nums">{row.price}</dd>
              </dl>
              <AdminBookingActions booking={booking} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
