import type { AccountSessionsResponse } from '@sante/shared/account-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const sessionsQueryKey = ['account', 'sessions'] as const;

/** `GET /api/account/sessions`: the devices signed in to this account. */
export function accountSessionsQueryOptions() {
  return queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<AccountSessionsResponse>('/account/sessions', { signal }).then((body) => body.sessions),
  });
}

export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions());
}

/** `DELETE /api/account/sessions/{id}`: signs one other device out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/account/sessions/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

/** `POST /api/auth/logout?scope=others`: signs every other device out, this one stays signed in. */
export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('/auth/logout', { method: 'POST', query: { scope: 'others' } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
