import type { AuthResponse, TPasswordGrantRequest } from '@sante/shared/auth-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionQueryKey } from '../api/session';
import { doctorSessionStore } from '../session/doctor-session';

export type Portal = NonNullable<TPasswordGrantRequest['portal']>;

/**
 * Keeps a fresh sign-in answer as the current session. A doctor who signed in through the doctor portal
 * also gets the doctor session (`medecin_session`), which starts at the server's `loginTime`.
 */
export function useEstablishSession(): (response: AuthResponse, portal: Portal) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (response, portal) => {
      queryClient.setQueryData(sessionQueryKey, response);
      if (portal === 'medecin' && response.user.role === 'medecin') {
        doctorSessionStore.write({ loginTime: response.session.loginTime, userId: response.user.id });
      }
    },
    [queryClient],
  );
}
