import type { DoctorProfile, TDoctorProfileRequest } from '@sante/shared/doctor-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const doctorProfileQueryKey = ['doctors', 'me', 'profile'] as const;

/** `GET /api/doctors/me/profile`: the signed-in doctor's professional profile (null until completed). */
export function doctorProfileQueryOptions() {
  return queryOptions({
    queryKey: doctorProfileQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<{ profile: DoctorProfile | null }>('/doctors/me/profile', { signal }).then((body) => body.profile),
  });
}

export function useDoctorProfile() {
  return useQuery(doctorProfileQueryOptions());
}

/** `PUT /api/doctors/me/profile` */
export function useSaveDoctorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDoctorProfileRequest) =>
      apiRequest<{ profile: DoctorProfile }>('/doctors/me/profile', { method: 'PUT', body }).then((r) => r.profile),
    onSuccess: (profile) => queryClient.setQueryData(doctorProfileQueryKey, profile),
  });
}
