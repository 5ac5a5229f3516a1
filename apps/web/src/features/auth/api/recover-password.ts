import type { TRecoverRequest } from '@sante/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/auth/recover`: an email gets a link to `redirectTo?token=`, a phone gets a code. */
export function recoverPassword(body: TRecoverRequest): Promise<{ sent: true }> {
  return apiRequest<{ sent: true }>('/auth/recover', { method: 'POST', body });
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}
