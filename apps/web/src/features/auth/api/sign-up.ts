import type { TResendRequest, ZSignUpRequestSchema } from '@sante/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type SignUpBody = z.output<typeof ZSignUpRequestSchema>;

/**
 * `POST /api/auth/signup` (patients only): 202 "code sent" whether or not the phone has an account; the code
 * sent to the phone, checked by `POST /api/auth/verify` type `signup`, creates the account and its session.
 */
export function signUp(body: SignUpBody): Promise<{ sent: true }> {
  return apiRequest<{ sent: true }>('/auth/signup', { method: 'POST', body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

/** `POST /api/auth/resend` type `signup`: a new code for the phone's pending sign-up (the previous one stops working). */
export function resendSignUpCode(phone: string): Promise<{ sent: true }> {
  const body: TResendRequest = { phone, type: 'signup' };
  return apiRequest<{ sent: true }>('/auth/resend', { method: 'POST', body });
}

export function useResendSignUpCode() {
  return useMutation({ mutationFn: resendSignUpCode });
}
