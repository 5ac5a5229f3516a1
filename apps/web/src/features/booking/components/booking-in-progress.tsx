import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../api/bookings';
import { formatSlot } from '../lib/booking-days';
import { useStoredDraft } from '../lib/use-booking-draft';
import './register-booking-catalogues';

/**
 * "Vous réservez : Injection, jeudi 26 novembre à 09:00" while a visitor identifies in the middle of a booking
 * (booking sign-in and sign-up): they see what the account is for. Nothing without a chosen service and slot.
 */
export function BookingInProgress() {
  const draft = useStoredDraft();
  if (!draft?.serviceId || !draft.startsAt || draft.bookingId) return null;
  return <ChosenBooking serviceId={draft.serviceId} startsAt={draft.startsAt} />;
}

function ChosenBooking({ serviceId, startsAt }: { serviceId: string; startsAt: string }) {
  const { t, i18n } = useTranslation('booking');
  const services = useServices();
  const service = services.data?.find((candidate) => candidate.id === serviceId);
  if (!service) return null;
  return (
    <p className="flex items-start gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm">
      <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>
        {t('auth.booking', {
          service: i18n.language === 'en' ? service.nameEn : service.nameFr,
          when: formatSlot(startsAt, i18n.language),
        })}
      </span>
    </p>
  );
}
