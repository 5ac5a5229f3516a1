import type { AuthResponse } from '@sante/shared/auth-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ErrorCode } from '@sante/shared/error-codes';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const sessionQueryKey = ['auth', 'session'] as const;

/** Answers that mean "nobody is signed in" rather than "the check failed". */
const NO_SESSION_CODES: readonly ErrorCode[] = [
  'session_missing',
  'session_expired',
  'account_deleted',
  'account_suspended',
];

/** `GET /api/auth/user`: the signed-in user, or null for an anonymous visitor (401, or a no-session code). */
export async function getSession(signal?: AbortSignal): Promise<AuthResponse | null> {
  try {
    return await apiRequest<AuthResponse>('/auth/user', { signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || (error.code && NO_SESSION_CODES.includes(error.code)))) {
      return null;
    }
    throw error;
  }
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
