import type {
  BookingEtaResponse,
  FieldMapResponse,
  ReassignCandidatesResponse,
} from '@sante/shared/tracking-constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshLive } from '../../../lib/refresh-live';

const fieldMapKey = ['admin', 'tracking'] as const;

/** `GET /api/admin/tracking/map` (`field_map.read`): carers on shift or en route, the day's home visits. */
export function fieldMapQueryOptions() {
  return queryOptions({
    queryKey: [...fieldMapKey, 'map'] as const,
    queryFn: ({ signal }) => apiRequest<FieldMapResponse>('/admin/tracking/map', { signal }),
    refetchInterval: 30_000,
  });
}

export function useFieldMap() {
  return useQuery(fieldMapQueryOptions());
}

export function useRefreshFieldMap() {
  const queryClient = useQueryClient();
  return () => void refreshLive(queryClient, fieldMapKey);
}

/**
 * A new ETA pushed live (`booking:eta`) written into the map's data, without reading the map again (each read of
 * the positions is audited; the carers' markers move with the 30-second refresh).
 */
export function usePatchVisitEta() {
  const queryClient = useQueryClient();
  return (eta: BookingEtaResponse) =>
    queryClient.setQueryData(fieldMapQueryOptions().queryKey, (map) =>
      map
        ? {
            ...map,
            visits: map.visits.map((visit) =>
              visit.id === eta.bookingId ? { ...visit, etaMinutes: eta.etaMinutes } : visit,
            ),
          }
        : map,
    );
}

/** `GET /api/admin/tracking/visits/{id}/candidates`: free carers of the visit's city, nearest first. */
export function useReassignCandidates(bookingId: string) {
  return useQuery({
    queryKey: [...fieldMapKey, 'candidates', bookingId] as const,
    queryFn: ({ signal }) =>
      apiRequest<ReassignCandidatesResponse>(`/admin/tracking/visits/${bookingId}/candidates`, { signal }),
  });
}

/** `POST /api/bookings/{id}/assign` (staff): the visit goes to another carer, the patient is told. */
export function useReassign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, doctorId }: { bookingId: string; doctorId: string }) =>
      apiRequest(`/bookings/${bookingId}/assign`, { method: 'POST', body: { doctorId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fieldMapKey }),
  });
}
