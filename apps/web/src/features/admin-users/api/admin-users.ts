import type { AdminUserDetail, TAdminUserStatusRequest } from '@sante/shared/account-status-schemas';
import type { AdminUserActivity } from '@sante/shared/admin-user-activity';
import type { AdminUser, TAdminInviteRequest, TAdminUpdateUserRequest } from '@sante/shared/auth-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** How many accounts the page asks for (the API's largest page). */
export const ADMIN_USERS_LIMIT = 100;

const usersKey = ['admin', 'users'] as const;

/** `GET /api/auth/admin/users`: newest first; `q` is a name, phone, e-mail or booking reference. */
export function adminUsersQueryOptions(filters: { q: string; role: string }) {
  const query: Record<string, string> = { perPage: String(ADMIN_USERS_LIMIT) };
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.role) query.role = filters.role;
  return queryOptions({
    queryKey: [...usersKey, 'list', query] as const,
    queryFn: ({ signal }) => apiRequest<{ users: AdminUser[]; total: number }>('/auth/admin/users', { query, signal }),
  });
}

export function useAdminUsers(filters: { q: string; role: string }) {
  return useQuery(adminUsersQueryOptions(filters));
}

/** `GET /api/auth/admin/users/{id}`: the account, its latest suspension and its bookings to come. */
export function useAdminUser(id: string) {
  return useQuery({
    queryKey: [...usersKey, 'one', id] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ user: AdminUserDetail }>(`/auth/admin/users/${id}`, { signal }).then((body) => body.user),
  });
}

/** `GET /api/auth/admin/users/{id}/activity`: sessions, last sign-in, factors, audit trail. */
export function useAdminUserActivity(id: string) {
  return useQuery({
    queryKey: [...usersKey, 'activity', id] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ activity: AdminUserActivity }>(`/auth/admin/users/${id}/activity`, { signal }).then(
        (body) => body.activity,
      ),
  });
}

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usersKey });
}

/** `PUT /api/auth/admin/users/{id}`: a role (super admin) or a status. */
export function useUpdateAdminUser(id: string) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: TAdminUpdateUserRequest) =>
      apiRequest<{ user: AdminUser }>(`/auth/admin/users/${id}`, { method: 'PUT', body }).then((r) => r.user),
    onSettled: invalidate,
  });
}

/** `POST /api/auth/admin/users/{id}/status`: suspend (with its reason) or reactivate the account (ADR 054). */
export function useChangeAccountStatus(id: string) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: TAdminUserStatusRequest) =>
      apiRequest<{ user: AdminUserDetail }>(`/auth/admin/users/${id}/status`, { method: 'POST', body }).then(
        (r) => r.user,
      ),
    onSettled: invalidate,
  });
}

/** `DELETE /api/auth/admin/users/{id}`: the account erased. */
export function useEraseAdminUser(id: string) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: () => apiRequest<void>(`/auth/admin/users/${id}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

/** `DELETE /api/auth/admin/users/{id}/factors/{factorId}` */
export function useRemoveUserFactor(id: string) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (factorId: string) =>
      apiRequest<void>(`/auth/admin/users/${id}/factors/${factorId}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

/** `POST /api/auth/admin/generate_link`: sent to the owner's e-mail, never shown. */
export function useSendUserLink() {
  return useMutation({
    mutationFn: (body: { type: 'invite' | 'recovery'; email: string }) =>
      apiRequest<{ sent: true }>('/auth/admin/generate_link', { method: 'POST', body }),
  });
}

/** `POST /api/auth/invite`: the account without a password, and its invitation e-mail. */
export function useInviteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: TAdminInviteRequest) =>
      apiRequest<{ user: AdminUser }>('/auth/invite', { method: 'POST', body }).then((r) => r.user),
    onSettled: invalidate,
  });
}
