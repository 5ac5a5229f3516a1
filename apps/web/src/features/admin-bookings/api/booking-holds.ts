import type { BookingHoldsResponse } from '@sante/shared/booking-constants';
import type { TReleaseHoldsRequest } from '@sante/shared/booking-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type SuspiciousAccount = BookingHoldsResponse['accounts'][number];

const holdsKey = ['bookings', 'holds'] as const;

/** `GET /api/bookings/holds` (admin, super_admin): accounts at the hold limit or recent, with their unpaid holds. */
export function bookingHoldsQueryOptions() {
  return queryOptions({
    queryKey: holdsKey,
    queryFn: ({ signal }) =>
      apiRequest<BookingHoldsResponse>('/bookings/holds', { signal }).then((body) => body.accounts),
  });
}

export function useBookingHolds(enabled: boolean) {
  return useQuery({ ...bookingHoldsQueryOptions(), enabled });
}

/** `POST /api/bookings/holds/{patientId}/release`: cancels the account's unpaid holds; every booking list is re-read. */
export function useReleaseHolds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ patientId, ...body }: TReleaseHoldsRequest & { patientId: string }) =>
      apiRequest<{ released: number }>(`/bookings/holds/${patientId}/release`, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
