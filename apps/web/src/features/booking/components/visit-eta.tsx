import type { BookingView } from '@sante/shared/booking-constants';
import { BOOKING_ETA_EVENT, type BookingEtaResponse } from '@sante/shared/tracking-constants';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigation } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CarerPhoto } from '../../../components/carer-photo';
import { apiRequest } from '../../../lib/api-client';
import { useRealtimeEvent } from '../../../lib/realtime';
import './register-booking-catalogues';

function etaQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ['bookings', bookingId, 'eta'] as const,
    queryFn: ({ signal }) => apiRequest<BookingEtaResponse>(`/tracking/bookings/${bookingId}/eta`, { signal }),
    refetchInterval: 60_000,
  });
}

type EnRouteWho = 'infirmier_female' | 'infirmier_male' | 'infirmier_unknown' | 'medecin' | 'unknown';

/** « Infirmière », « Infirmier », « Médecin »: who is on the way, by profession (never « Dr » for a nurse). */
export function enRouteKey(doctor: BookingView['doctor']): EnRouteWho {
  if (!doctor) return 'unknown';
  return doctor.profession === 'infirmier' ? `infirmier_${doctor.sex ?? 'unknown'}` : 'medecin';
}

/**
 * The patient's tracking card while the carer is en route (ADR 040): « Infirmière en route, arrivée dans environ
 * 12 min », from the carer's last position and the city's speed, updated live by each position the phone sends.
 */
export function VisitEta({ booking }: { booking: BookingView }) {
  const { t } = useTranslation('booking');
  const queryClient = useQueryClient();
  const options = etaQueryOptions(booking.id);
  const eta = useQuery(options);
  useRealtimeEvent<BookingEtaResponse>(BOOKING_ETA_EVENT, (message) => {
    if (message === null) void queryClient.invalidateQueries({ queryKey: options.queryKey });
    else if (message.bookingId === booking.id) queryClient.setQueryData(options.queryKey, message);
  });
  const who = t(`eta.who.${enRouteKey(booking.doctor)}`);
  const minutes = eta.data?.etaMinutes ?? null;
  return (
    <p role="status" className="flex items-center gap-3 rounded-lg bg-primary/10 p-3 text-sm font-medium">
      {booking.doctor ? (
        <CarerPhoto carer={booking.doctor} size="sm" />
      ) : (
        <Navigation aria-hidden className="size-4 shrink-0 text-primary" />
      )}
      <span>{minutes === null ? t('eta.noPosition', { who }) : t('eta.arriving', { who, count: minutes })}</span>
    </p>
  );
}
