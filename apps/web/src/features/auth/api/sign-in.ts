import type { AuthResponse, TPasswordGrantRequest } from '@sante/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type MfaChallenge = { mfaRequired: true; factorId: string };
export type SignInAnswer = AuthResponse | MfaChallenge;

export function isMfaChallenge(answer: SignInAnswer): answer is MfaChallenge {
  return 'mfaRequired' in answer && answer.mfaRequired;
}

/** `POST /api/auth/token?grant_type=password` with an email or a phone, a password and the portal used. */
export function signIn(body: TPasswordGrantRequest): Promise<SignInAnswer> {
  return apiRequest<SignInAnswer>('/auth/token', { method: 'POST', query: { grant_type: 'password' }, body });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
