import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { sessionQueryKey } from '../api/session';
import { signOut } from '../api/sign-out';
import { clearBrowserStorage, signOutDestination } from '../session/browser-storage';
import { doctorSessionStore } from '../session/doctor-session';

/**
 * Full sign-out (section 4): `POST /api/auth/logout?scope=local`, then both storages are emptied (theme and
 * language kept) and the history entry is replaced by `/connexion`, or by `/connexion/medecin` when a
 * doctor signs out from a doctor page.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return useMutation({
    mutationFn: () => signOut('local'),
    onSuccess: async () => {
      await navigate(signOutDestination(pathname), { replace: true });
      clearBrowserStorage(localStorage, sessionStorage);
      doctorSessionStore.check();
      queryClient.removeQueries();
      queryClient.setQueryData(sessionQueryKey, null);
    },
    onError: (error) => notifyError(errorMessage(t, error, 'errors.signOut')),
  });
}
