import type { VaccinationPeopleResponse } from '@sante/shared/vaccination-schemas';
import { UI } from '@sante/shared/constants';
import type { DoctorSlotsResponse, FirstAvailableResponse, VisitKind } from '@sante/shared/availability-constants';
import type { BookingStatus, BookingView } from '@sante/shared/booking-constants';
import type { TCreateBookingRequest } from '@sante/shared/booking-schemas';
import type { CatalogueService } from '@sante/shared/catalogue-constants';
import type { DoctorSearchResponse } from '@sante/shared/directory-schemas';
import type { PaymentResponse, PaymentView } from '@sante/shared/payment-constants';
import type { TInitiatePaymentRequest } from '@sante/shared/payment-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** How often the patient's bookings are read again while no realtime push is available. */
export const BOOKINGS_POLL_MS = 10_000;

const bookingsQueryKey = ['bookings'] as const;

/** `GET /api/services`: the active catalogue, in display order. */
export function servicesQueryOptions() {
  return queryOptions({
    queryKey: ['services'] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ services: CatalogueService[] }>('/services', { signal }).then((body) => body.services),
    staleTime: 5 * 60_000,
  });
}

export function useServices() {
  return useQuery(servicesQueryOptions());
}

/**
 * `GET /api/doctors/search` for one city and profession (the API's largest page): the carers with free hours (of
 * this kind of visit, if given) in the next 14 days who deliver the chosen service, each with their next free slot.
 */
export function useBookableDoctors(city: string, profession: string, kind?: VisitKind, serviceId?: string | null) {
  // No city for a video consultation: it is given from anywhere (ADR 030).
  const query = {
    ...(city ? { city } : {}),
    profession,
    perPage: '50',
    ...(kind ? { kind } : {}),
    ...(serviceId ? { serviceId } : {}),
  };
  return useQuery({
    queryKey: ['doctors', 'search', 'booking', query] as const,
    queryFn: ({ signal }) => apiRequest<DoctorSearchResponse>('/doctors/search', { query, signal }),
  });
}

/** `GET /api/doctors/{id}/slots`: the free slots of one doctor for a kind of visit, from `from` (Douala days). */
export function useDoctorSlots(doctorId: string | null, kind: VisitKind, from: string, days: number) {
  return useQuery({
    queryKey: ['doctors', doctorId, 'slots', kind, from, days] as const,
    queryFn: ({ signal }) =>
      apiRequest<DoctorSlotsResponse>(`/doctors/${doctorId ?? ''}/slots`, {
        query: { kind, from, days: String(days) },
        signal,
      }),
    enabled: doctorId !== null,
  });
}

/** `GET /api/availability/first-available`: the first day from `date` with a free slot, any doctor of the city. */
export function useFirstAvailable(enabled: boolean, kind: VisitKind, date: string, city: string) {
  return useQuery({
    queryKey: ['availability', 'first-available', kind, date, city] as const,
    queryFn: ({ signal }) =>
      apiRequest<FirstAvailableResponse>('/availability/first-available', {
        query: { kind, date, days: '7', ...(city ? { city } : {}) },
        signal,
      }),
    enabled,
  });
}

/** `POST /api/bookings`: the idempotency key makes a double tap or a retry return the first booking. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateBookingRequest) =>
      apiRequest<{ booking: BookingView }>('/bookings', { method: 'POST', body }).then((r) => r.booking),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingQueryKey(booking.id), booking);
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
    },
  });
}

/** `POST /api/bookings/{id}/prescription-photo` (multipart `file`): the photo of an existing prescription (ADR 058). */
export function useAttachPrescriptionPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, file }: { bookingId: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return apiRequest<null>(`/bookings/${bookingId}/prescription-photo`, { method: 'POST', body: form });
    },
    onSuccess: (_, { bookingId }) => queryClient.invalidateQueries({ queryKey: bookingQueryKey(bookingId) }),
  });
}

/** `GET /api/vaccinations/people`: the patient and their dependants (« pour moi / pour un proche »). */
export function useBookingPeople(enabled: boolean) {
  return useQuery({
    queryKey: ['vaccinations', 'people'],
    queryFn: ({ signal }) =>
      apiRequest<VaccinationPeopleResponse>('/vaccinations/people', { signal }).then((body) => body.people),
    enabled,
  });
}

const bookingQueryKey = (id: string) => ['bookings', 'one', id] as const;

/** `GET /api/bookings/{id}` (the caller's own). */
export function bookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: bookingQueryKey(id),
    queryFn: ({ signal }) =>
      apiRequest<{ booking: BookingView }>(`/bookings/${id}`, { signal }).then((body) => body.booking),
  });
}

export function useBooking(id: string | null) {
  return useQuery({ ...bookingQueryOptions(id ?? ''), enabled: id !== null });
}

/** `GET /api/bookings`: the caller's bookings; read again every few seconds unless pushes arrive. */
export function useMyBookings(filters: { status?: BookingStatus; kind?: VisitKind }, pollMs: number | false) {
  const query: Record<string, string> = {};
  if (filters.status) query.status = filters.status;
  if (filters.kind) query.kind = filters.kind;
  return useQuery({
    queryKey: [...bookingsQueryKey, 'mine', query] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ bookings: BookingView[] }>('/bookings', { query, signal }).then((body) => body.bookings),
    refetchInterval: pollMs,
  });
}

/** Reads every booking query again (after a push or a change). */
export function useRefreshBookings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
}

/** `POST /api/bookings/{id}/cancel` */
export function useCancelBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ booking: BookingView }>(`/bookings/${id}/cancel`, { method: 'POST', body: {} }).then(
        (r) => r.booking,
      ),
    onSuccess: refresh,
  });
}

/** `POST /api/bookings/{id}/reschedule` */
export function useRescheduleBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: ({ id, startsAt }: { id: string; startsAt: string }) =>
      apiRequest<{ booking: BookingView }>(`/bookings/${id}/reschedule`, { method: 'POST', body: { startsAt } }).then(
        (r) => r.booking,
      ),
    onSuccess: refresh,
  });
}

/** `POST /api/bookings/{id}/pay-on-site`: after a failed mobile-money payment, pay the carer on site. */
export function usePayOnSite() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ booking: BookingView }>(`/bookings/${id}/pay-on-site`, { method: 'POST', body: {} }).then(
        (r) => r.booking,
      ),
    onSuccess: refresh,
  });
}

/** `POST /api/payments`: starts (or, with the same key, finds again) the payment of a booking. */
export function useInitiatePayment() {
  return useMutation({
    mutationFn: (body: TInitiatePaymentRequest) =>
      apiRequest<PaymentResponse>('/payments', { method: 'POST', body, timeoutMs: UI.paymentRequestTimeoutMs }).then(
        (r) => r.payment,
      ),
  });
}

/** `GET /api/payments/{id}`: polled while the payer confirms on their phone (Notch Pay). */
export function usePaymentStatus(id: string | null, pollMs: number) {
  return useQuery({
    queryKey: ['payments', id] as const,
    queryFn: ({ signal }) =>
      apiRequest<PaymentResponse>(`/payments/${id ?? ''}`, { signal }).then((body) => body.payment),
    enabled: id !== null,
    refetchInterval: (query) => {
      const payment: PaymentView | undefined = query.state.data;
      return payment && payment.status !== 'pending' && payment.status !== 'processing' ? false : pollMs;
    },
  });
}
