import type { DoctorAvailability, DoctorSlotsResponse } from '@sante/shared/availability-constants';
import type { ZDoctorAvailabilityRequestSchema } from '@sante/shared/availability-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const ownAvailabilityQueryKey = ['doctors', 'me', 'availability'] as const;
const slotsQueryKey = (doctorId: string, days: number) => ['doctors', doctorId, 'slots', days] as const;

/** `GET /api/doctors/me/availability`: the signed-in doctor's hours, exceptions and settings. */
export function ownAvailabilityQueryOptions() {
  return queryOptions({
    queryKey: ownAvailabilityQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<{ availability: DoctorAvailability }>('/doctors/me/availability', { signal }).then(
        (body) => body.availability,
      ),
  });
}

export function useOwnAvailability() {
  return useQuery(ownAvailabilityQueryOptions());
}

/** `GET /api/doctors/{id}/slots?days=N`: free slots from today (Douala), grouped by part of the day. */
export function doctorSlotsQueryOptions(doctorId: string, days: number) {
  return queryOptions({
    queryKey: slotsQueryKey(doctorId, days),
    queryFn: ({ signal }) => apiRequest<DoctorSlotsResponse>(`/doctors/${doctorId}/slots?days=${days}`, { signal }),
  });
}

export function useDoctorSlots(doctorId: string | undefined, days: number) {
  return useQuery({ ...doctorSlotsQueryOptions(doctorId ?? '', days), enabled: Boolean(doctorId) });
}

/** `PUT /api/doctors/me/availability`; refreshes the free-slot preview. */
export function useSaveOwnAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof ZDoctorAvailabilityRequestSchema>) =>
      apiRequest<{ availability: DoctorAvailability }>('/doctors/me/availability', { method: 'PUT', body }).then(
        (response) => response.availability,
      ),
    onSuccess: async (availability) => {
      queryClient.setQueryData(ownAvailabilityQueryKey, availability);
      await queryClient.invalidateQueries({
        queryKey: ['doctors'],
        predicate: (query) => query.queryKey[2] === 'slots',
      });
    },
  });
}
