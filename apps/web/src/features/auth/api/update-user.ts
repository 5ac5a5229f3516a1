import type { AuthResponse, TUpdateUserRequest } from '@sante/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `PUT /api/auth/user` (a new password after a recovery code, or profile names). */
export function updateUser(body: TUpdateUserRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/user', { method: 'PUT', body });
}

export function useUpdateUser() {
  return useMutation({ mutationFn: updateUser });
}
