import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { errorMessage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { signOut } from '../api/sign-out';
import { signOutDestination } from '../session/browser-storage';
import { leaveAccount } from '../session/leave-account';

/**
 * Full sign-out (section 4): `POST /api/auth/logout?scope=local`, then both storages are emptied (theme and
 * language kept) and the history entry is replaced by `/connexion`, or by `/connexion/medecin` when a
 * doctor signs out from a doctor page. The destination is loaded afresh (`location.replace`): nothing of the
 * previous user (cached queries, medical data in memory) survives in the page, and no guard of the page being
 * left can redirect elsewhere in between.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  return useMutation({
    mutationFn: () => signOut('local'),
    onSuccess: () => {
      leaveAccount(signOutDestination(pathname));
    },
    onError: (error) => notifyError(errorMessage(t, error, 'errors.signOut')),
  });
}
