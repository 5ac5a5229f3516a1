import type { BookingStatus, BookingView, TrackingStep } from '@sante/shared/booking-constants';
import type { VisitKind } from '@sante/shared/availability-constants';
import type { PaymentResponse } from '@sante/shared/payment-constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useBookingsLiveRefresh } from './live-refresh';

/** `GET /api/bookings` filters (`from`/`to`: Douala calendar days, inclusive). Empty values are left out. */
export type BookingFilters = {
  status?: BookingStatus | '';
  kind?: VisitKind | '';
  from?: string;
  to?: string;
  doctorId?: string;
  /** Staff: a booking reference, a patient's name or phone. */
  q?: string;
  /** `upcoming`: to come first (soonest first), then the past (most recent first), as the server orders them. */
  order?: 'start' | 'upcoming';
};

type BookingsResponse = { bookings: BookingView[] };
type BookingResponse = { booking: BookingView };

const bookingsKey = ['bookings'] as const;

function toQuery(filters: BookingFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters)
      .map(([name, value]) => [name, value?.trim()])
      .filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** `GET /api/bookings`: a doctor's own bookings, or every booking for staff; soonest first unless `order` says. */
export function bookingsQueryOptions(filters: BookingFilters) {
  const query = toQuery(filters);
  return queryOptions({
    queryKey: [...bookingsKey, 'list', query] as const,
    queryFn: ({ signal }) =>
      apiRequest<BookingsResponse>('/bookings', { query, signal }).then((body) =>
        filters.order === 'upcoming'
          ? body.bookings
          : [...body.bookings].sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
      ),
  });
}

/** The bookings list, refreshed when a booking changes (realtime, or polling until realtime exists). */
export function useBookings(filters: BookingFilters) {
  const refetchInterval = useBookingsLiveRefresh();
  return useQuery({ ...bookingsQueryOptions(filters), refetchInterval });
}

/** `GET /api/bookings/{id}`: one booking with its events (the details panel). */
export function bookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...bookingsKey, 'one', id] as const,
    queryFn: ({ signal }) => apiRequest<BookingResponse>(`/bookings/${id}`, { signal }).then((body) => body.booking),
  });
}

export function useBooking(id: string) {
  return useQuery(bookingQueryOptions(id));
}

/** What the doctor or staff do to a booking (each is its own `POST /api/bookings/{id}/...`). */
export type BookingAction =
  | { type: 'tracking'; step: TrackingStep }
  | { type: 'complete' }
  | { type: 'undo' }
  | { type: 'confirm' }
  | { type: 'cancel'; reason?: string }
  | { type: 'assign'; doctorId: string };

function actionRequest(id: string, action: BookingAction): { path: string; body?: object } {
  switch (action.type) {
    case 'tracking':
      return { path: `/bookings/${id}/tracking`, body: { step: action.step } };
    case 'complete':
      return { path: `/bookings/${id}/complete` };
    case 'undo':
      return { path: `/bookings/${id}/undo` };
    case 'confirm':
      return { path: `/bookings/${id}/confirm` };
    case 'cancel':
      return { path: `/bookings/${id}/cancel`, body: action.reason ? { reason: action.reason } : {} };
    case 'assign':
      return { path: `/bookings/${id}/assign`, body: { doctorId: action.doctorId } };
  }
}

/** Runs an action on a booking; every bookings query is refreshed afterwards. */
export function useBookingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: BookingAction }) => {
      const { path, body } = actionRequest(id, action);
      return apiRequest<BookingResponse>(path, { method: 'POST', body: body ?? {} }).then((r) => r.booking);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsKey }),
  });
}

/** `POST /api/payments/{id}/settle-cash`: the doctor (or staff) received the cash on site. */
export function useSettleCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) =>
      apiRequest<PaymentResponse>(`/payments/${paymentId}/settle-cash`, { method: 'POST' }).then((r) => r.payment),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsKey }),
  });
}
