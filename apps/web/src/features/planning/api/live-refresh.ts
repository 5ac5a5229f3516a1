import type { BookingUpdatedMessage } from '@sante/shared/booking-constants';
import { useQueryClient } from '@tanstack/react-query';
import { useBookingUpdates } from '../../../lib/realtime';
import { refreshLive } from '../../../lib/refresh-live';

/** How often booking lists are re-read while the live channel is down. */
export const BOOKINGS_POLL_MS = 15_000;

/**
 * Keeps booking screens fresh: every `booking:updated` push (or a reconnection, `null`) re-reads the bookings
 * queries; while the channel is down, the lists poll every 15 s. Returns their `refetchInterval`.
 */
export function useBookingsLiveRefresh(): number | false {
  const queryClient = useQueryClient();
  const { connected } = useBookingUpdates((_message: BookingUpdatedMessage | null) => {
    void refreshLive(queryClient, ['bookings']);
  });
  return connected ? false : BOOKINGS_POLL_MS;
}
