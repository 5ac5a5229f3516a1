import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../api/bookings';
import { formatSlot } from '../lib/booking-days';
import './register-booking-catalogues';

/**
 * « Vous réservez : Injection, jeudi 26 novembre à 09:00 »: the service and slot of the draft being booked, shown
 * while a visitor identifies (loaded only when there is such a draft: see `booking-in-progress.tsx`).
 */
export function ChosenBooking({ serviceId, startsAt }: { serviceId: string; startsAt: string }) {
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
