import type { AuthResponse } from '@sante/shared/auth-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { onAccountSuspended } from '../../../lib/account-suspended-notice';
import { isRetryableError } from '../../../lib/api-client';
import { refreshSession } from '../api/refresh-session';
import { sessionQueryKey } from '../api/session';
import { hasDoctorSessionFor, doctorSessionStore } from '../session/doctor-session';
import { startRefreshTicker } from '../session/refresh-schedule';
import { useSignOut } from './use-sign-out';

/** Runs the refresh ticker for the whole app: refreshes before expiry, drops or signs out when due. */
export function useSessionKeeper(): void {
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const signOutRef = useRef(signOut);
  useEffect(() => {
    signOutRef.current = signOut;
  });

  // A suspended account's screens go to the sign-in page, which says why (ADR 054).
  useEffect(() => onAccountSuspended(() => queryClient.setQueryData(sessionQueryKey, null)), [queryClient]);

  useEffect(() => {
    const current = () => queryClient.getQueryData<AuthResponse | null>(sessionQueryKey) ?? null;
    return startRefreshTicker({
      getExpiresAt: () => {
        const session = current();
        return session ? Date.parse(session.session.expiresAt) : null;
      },
      hasDoctorSession: () => hasDoctorSessionFor(doctorSessionStore.getSnapshot(), current()?.user.id),
      refresh: async () => {
        queryClient.setQueryData(sessionQueryKey, await refreshSession());
      },
      isRetryable: isRetryableError,
      onDropped: () => queryClient.setQueryData(sessionQueryKey, null),
      onExpired: () => {
        if (!signOutRef.current.isPending) signOutRef.current.mutate();
      },
    });
  }, [queryClient]);
}
