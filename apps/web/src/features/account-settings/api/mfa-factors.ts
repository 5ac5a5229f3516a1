import type { AuthResponse } from '@sante/shared/auth-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from '../../auth/api/session';

export type MfaFactor = { id: string; factorType: 'totp'; status: 'verified' | 'unverified'; createdAt: string };
export type MfaEnrolment = { id: string; totp: { secret: string; uri: string } };

const factorsQueryKey = ['auth', 'factors'] as const;

/** `GET /api/auth/factors` */
export function mfaFactorsQueryOptions() {
  return queryOptions({
    queryKey: factorsQueryKey,
    queryFn: ({ signal }) => apiRequest<{ factors: MfaFactor[] }>('/auth/factors', { signal }).then((b) => b.factors),
  });
}

export function useMfaFactors() {
  return useQuery(mfaFactorsQueryOptions());
}

/** Starts an enrolment: unfinished ones are dropped first (their secret is not shown again). */
export function useEnrollMfa() {
  return useMutation({
    mutationFn: async (unfinished: readonly string[]) => {
      for (const id of unfinished) await apiRequest<void>(`/auth/factors/${id}`, { method: 'DELETE' });
      return apiRequest<MfaEnrolment>('/auth/factors', { method: 'POST', body: { factorType: 'totp' } });
    },
  });
}

/** `POST /api/auth/factors/{id}/verify`: the first code from the app turns the factor on. */
export function useVerifyMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, code }: { id: string; code: string }) =>
      apiRequest<AuthResponse>(`/auth/factors/${id}/verify`, { method: 'POST', body: { code } }),
    onSuccess: (auth) => {
      queryClient.setQueryData(sessionQueryKey, auth);
      return queryClient.invalidateQueries({ queryKey: factorsQueryKey });
    },
  });
}

/** `DELETE /api/auth/factors/{id}`: turns two-step verification off. */
export function useRemoveMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/auth/factors/${id}`, { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: factorsQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
  });
}
