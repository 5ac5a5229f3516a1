import type { TPhoneChangeVerify } from '@sante/shared/patient-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from '../../auth/api/session';

/**
 * `POST /api/auth/phone/verify`: a doctor (or staff member) confirms the number staff proposed for their account
 * with the code sent to it (ADR 021); the session then shows the new number.
 */
export function useConfirmProposedPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPhoneChangeVerify) =>
      apiRequest<{ phone: string }>('/auth/phone/verify', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
