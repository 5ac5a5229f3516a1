import type { AuthResponse } from '@sante/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type VerifyMfaInput = { factorId: string; code: string };

/** `POST /api/auth/factors/:id/verify`: completes a sign-in that answered `mfaRequired`. */
export function verifyMfa({ factorId, code }: VerifyMfaInput): Promise<AuthResponse> {
  return apiRequest<AuthResponse>(`/auth/factors/${encodeURIComponent(factorId)}/verify`, {
    method: 'POST',
    body: { code },
  });
}

export function useVerifyMfa() {
  return useMutation({ mutationFn: verifyMfa });
}
