import type { BookingView } from '@sante/shared/booking-constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFcfa } from '../../../lib/format-money';
import { useCarerName } from '../../../lib/use-carer-name';
import { formatSlot } from '../lib/booking-days';
import { paymentNoteOf } from '../lib/payment-note';
import './register-booking-catalogues';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium sm:text-right">{children}</dd>
    </div>
  );
}

/** A booking's service (unless its card's heading says it), doctor, date, address and price. */
export function BookingDetails({ booking, withService = true }: { booking: BookingView; withService?: boolean }) {
  const { t, i18n } = useTranslation('booking');
  const doctor = booking.doctor;
  const nameOf = useCarerName();
  const paymentNote = paymentNoteOf(booking);
  return (
    <dl className="flex flex-col gap-2">
      {withService && (
        <Row label={t('summary.service')}>
          {i18n.language === 'en' ? booking.service.nameEn : booking.service.nameFr}
        </Row>
      )}
      <Row label={t('summary.doctor')}>{doctor ? nameOf(doctor) : t('details.toBeAssigned')}</Row>
      <Row label={t('summary.when')}>{formatSlot(booking.startsAt, i18n.language)}</Row>
      {booking.address && (
        <Row label={t('summary.address')}>
          {booking.address.neighbourhood}, {booking.address.city} — {booking.address.details}
        </Row>
      )}
      <Row label={t('summary.price')}>
        {formatFcfa(booking.priceXaf)}
        {paymentNote && ` · ${t(`details.${paymentNote}`)}`}
      </Row>
    </dl>
  );
}
