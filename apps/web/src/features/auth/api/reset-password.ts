import type { TResetPasswordRequest } from '@sante/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/auth/reset-password`: completes a recovery with the token of the emailed link. */
export function resetPassword(body: TResetPasswordRequest): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/auth/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
