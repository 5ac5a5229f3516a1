import type {
  PatientProfile,
  PatientProfileResponse,
  TPatientProfileValues,
  TPhoneChangeRequest,
  TPhoneChangeVerify,
} from '@sante/shared/patient-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from '../../auth/api/session';

const patientProfileQueryKey = ['patients', 'me', 'profile'] as const;

/** `GET /api/patients/me/profile`: the signed-in patient's profile and its completion. */
export function patientProfileQueryOptions() {
  return queryOptions({
    queryKey: patientProfileQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<PatientProfileResponse>('/patients/me/profile', { signal }).then((body) => body.profile),
  });
}

export function usePatientProfile() {
  return useQuery(patientProfileQueryOptions());
}

/** Puts the new profile in the cache; the session user (names, email, phone) is read again. */
export function useProfileSaved() {
  const queryClient = useQueryClient();
  return (profile: PatientProfile) => {
    queryClient.setQueryData(patientProfileQueryKey, profile);
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
}

/** `PUT /api/patients/me/profile` */
export function useSavePatientProfile() {
  const saved = useProfileSaved();
  return useMutation({
    mutationFn: (body: TPatientProfileValues) =>
      apiRequest<PatientProfileResponse>('/patients/me/profile', { method: 'PUT', body }).then((r) => r.profile),
    onSuccess: saved,
  });
}

/** `POST /api/patients/me/phone`: a code goes to the new number. */
export function useSendPhoneChangeCode() {
  return useMutation({
    mutationFn: (body: TPhoneChangeRequest) =>
      apiRequest<{ sent: true }>('/patients/me/phone', { method: 'POST', body }),
  });
}

/** `POST /api/patients/me/phone/verify` */
export function useVerifyPhoneChange() {
  const saved = useProfileSaved();
  return useMutation({
    mutationFn: (body: TPhoneChangeVerify) =>
      apiRequest<PatientProfileResponse>('/patients/me/phone/verify', { method: 'POST', body }).then((r) => r.profile),
    onSuccess: saved,
  });
}
