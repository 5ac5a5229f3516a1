import type { AuthResponse, TResetPasswordRequest } from '@sante/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Same body as a reset: `{ token, password, passwordConfirmation }`. */
export type AcceptInviteBody = TResetPasswordRequest;

/** `POST /api/auth/invite/accept`: a doctor or staff member invited by an admin sets a password. */
export function acceptInvite(body: AcceptInviteBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/invite/accept', { method: 'POST', body });
}

export function useAcceptInvite() {
  return useMutation({ mutationFn: acceptInvite });
}
