import type { PatientProfileResponse, TPatientAddressRequest } from '@sante/shared/patient-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useProfileSaved } from '../../patient-profile/api/patient-profile';

/**
 * `PUT /api/patients/me/address`: the address typed in a booking becomes the profile's (offered at the booking's
 * summary; here rather than with the profile's calls, which the profile page downloads).
 */
export function useSaveOwnAddress() {
  const saved = useProfileSaved();
  return useMutation({
    mutationFn: (body: TPatientAddressRequest) =>
      apiRequest<PatientProfileResponse>('/patients/me/address', { method: 'PUT', body }).then((r) => r.profile),
    onSuccess: saved,
  });
}
