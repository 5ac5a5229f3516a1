import type { AuthResponse, TPasswordGrantRequest } from '@sante/shared/auth-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionQueryKey } from '../api/session';
import { doctorSessionStore } from '../session/doctor-session';

export type Portal = NonNullable<TPasswordGrantRequest['portal']>;

/**
 * Keeps a fresh sign-in answer as the current session. A doctor account gets the doctor session
 * (`medecin_session`), which starts at the server's `loginTime`, whichever sign-in page was used: the server
 * gives every session of a doctor account the 24-hour doctor lifetime.
 */
export function useEstablishSession(): (response: AuthResponse) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (response) => {
      queryClient.setQueryData(sessionQueryKey, response);
      if (response.user.role === 'medecin') {
        doctorSessionStore.write({ loginTime: response.session.loginTime, userId: response.user.id });
      }
    },
    [queryClient],
  );
}
