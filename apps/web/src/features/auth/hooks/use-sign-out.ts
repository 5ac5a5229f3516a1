import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { errorMessage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { signOut } from '../api/sign-out';
import { signOutDestination } from '../session/browser-storage';
import { leaveAccount } from '../session/leave-account';
import { resumeReads, stopReads } from '../session/quiet-reads';

/**
 * Full sign-out (section 4): `POST /api/auth/logout?scope=local`, then both storages are emptied (theme and
 * language kept) and the history entry is replaced by `/connexion`, or by `/connexion/medecin` when a
 * doctor signs out from a doctor page. The destination is loaded afresh (`location.replace`): nothing of the
 * previous user (cached queries, medical data in memory) survives in the page, and no guard of the page being
 * left can redirect elsewhere in between. No read is sent meanwhile (a badge loading as the button is pressed
 * would only get a 401).
 */
export function useSignOut() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: async () => {
      await stopReads(queryClient);
      return signOut('local');
    },
    onSuccess: () => {
      leaveAccount(signOutDestination(pathname));
    },
    onError: (error) => {
      resumeReads();
      notifyError(errorMessage(t, error, 'errors.signOut'));
    },
  });
}
