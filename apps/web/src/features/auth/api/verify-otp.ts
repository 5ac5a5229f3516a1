import type { TVerifyRequest } from '@sante/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SignInAnswer } from './sign-in';

/**
 * `POST /api/auth/verify`: type `recovery` opens a session that may set a new password; an account with a
 * second factor answers `mfaRequired` first.
 */
export function verifyOtp(body: TVerifyRequest): Promise<SignInAnswer> {
  return apiRequest<SignInAnswer>('/auth/verify', { method: 'POST', body });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
