import type {
  AttendanceResponse,
  ClockEventView,
  ClockStatsResponse,
  ClockTodayResponse,
} from '@sante/shared/clock-constants';
import type { TClockEventRequest, TClockReviewRequest } from '@sante/shared/clock-schemas';
import type { TrackingStateResponse } from '@sante/shared/tracking-constants';
import type { TTrackingPositionRequest } from '@sante/shared/tracking-schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { APP_CONFIG } from '../../../lib/app-config';
import { apiRequest } from '../../../lib/api-client';

const clockKey = ['clock'] as const;
const attendanceKey = ['admin', 'clock'] as const;

/** `GET /api/clock/today` (carer): my clock events, my visits of the day and their checks. */
export function clockTodayQueryOptions() {
  return queryOptions({
    queryKey: [...clockKey, 'today'] as const,
    queryFn: ({ signal }) => apiRequest<ClockTodayResponse>('/clock/today', { signal }),
  });
}

export function useClockToday() {
  return useQuery(clockTodayQueryOptions());
}

/** `POST /api/clock/events`: one clock event as the phone took it (a retry of its client id answers the first). */
export function postClockEvent(event: TClockEventRequest): Promise<ClockEventView> {
  return apiRequest<{ event: ClockEventView }>('/clock/events', { method: 'POST', body: event }).then(
    (body) => body.event,
  );
}

export function useInvalidateClockToday() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: clockKey });
}

/** `GET /api/admin/clock/attendance?date=` (staff): the day's clock events with their anomalies. */
export function useAttendance(date: string) {
  return useQuery({
    queryKey: [...attendanceKey, 'attendance', date] as const,
    queryFn: ({ signal }) => apiRequest<AttendanceResponse>('/admin/clock/attendance', { query: { date }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/admin/clock/events/{id}/review` (admin, super_admin): approve or correct, with a reason. */
export function useReviewClockEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: TClockReviewRequest }) =>
      apiRequest<{ event: ClockEventView }>(`/admin/clock/events/${id}/review`, { method: 'POST', body: review }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: attendanceKey }),
  });
}

/** `GET /api/admin/clock/stats?month=` (staff): per carer, the month's figures. */
export function useClockStats(month: string) {
  return useQuery({
    queryKey: [...attendanceKey, 'stats', month] as const,
    queryFn: ({ signal }) => apiRequest<ClockStatsResponse>('/admin/clock/stats', { query: { month }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of a month's figures: a plain link, the browser downloads it with the session cookie. */
export function clockStatsCsvUrl(month: string): string {
  return `${APP_CONFIG.apiBasePath}/admin/clock/stats/csv?${new URLSearchParams({ month }).toString()}`;
}

/**
 * `GET /api/tracking/me` (carer, ADR 040): whether the phone should send its position now (on shift, en route).
 * Under the clock key: a clock-in or clock-out refreshes it with the day.
 */
export function trackingStateQueryOptions() {
  return queryOptions({
    queryKey: [...clockKey, 'tracking'] as const,
    queryFn: ({ signal }) => apiRequest<TrackingStateResponse>('/tracking/me', { signal }),
    refetchInterval: 60_000,
  });
}

/** `POST /api/tracking/positions`: one fix of the phone while tracking is on (409 `tracking_off` otherwise). */
export function postPosition(position: TTrackingPositionRequest): Promise<unknown> {
  return apiRequest('/tracking/positions', { method: 'POST', body: position });
}
