import type { AuthResponse } from '@sante/shared/auth-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from '../../auth/api/session';

/** `PUT /api/auth/user {password, currentPassword}`: the other devices are signed out by the server. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string; currentPassword: string }) =>
      apiRequest<AuthResponse>('/auth/user', { method: 'PUT', body }),
    onSuccess: (auth) => {
      queryClient.setQueryData(sessionQueryKey, auth);
      return queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] });
    },
  });
}
