import type { TResetPasswordRequest } from '@sante/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SignInAnswer } from './sign-in';

/** Same body as a reset: `{ token, password, passwordConfirmation }`. */
export type AcceptInviteBody = TResetPasswordRequest;

/**
 * `POST /api/auth/invite/accept`: a doctor or staff member invited by an admin sets a password; an account
 * with a second factor answers `mfaRequired` before the session.
 */
export function acceptInvite(body: AcceptInviteBody): Promise<SignInAnswer> {
  return apiRequest<SignInAnswer>('/auth/invite/accept', { method: 'POST', body });
}

export function useAcceptInvite() {
  return useMutation({ mutationFn: acceptInvite });
}
