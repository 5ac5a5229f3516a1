import type { AuthResponse, TVerifyRequest } from '@sante/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/auth/verify`: type `recovery` opens a session that may set a new password. */
export function verifyOtp(body: TVerifyRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/verify', { method: 'POST', body });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
