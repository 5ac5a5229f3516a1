import type { AuthResponse, ZSignUpRequestSchema } from '@sante/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type SignUpBody = z.output<typeof ZSignUpRequestSchema>;

/** `POST /api/auth/signup` (patients only): 201 with the new session. */
export function signUp(body: SignUpBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/signup', { method: 'POST', body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
