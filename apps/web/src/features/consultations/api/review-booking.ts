import type { BookingView } from '@sante/shared/booking-constants';
import type { TReviewBookingRequest } from '@sante/shared/booking-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/bookings/{id}/review`: the patient rates a completed visit, once. */
export function useReviewBooking(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReviewBookingRequest) =>
      apiRequest<{ booking: BookingView }>(`/bookings/${bookingId}/review`, { method: 'POST', body }).then(
        (answer) => answer.booking,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
