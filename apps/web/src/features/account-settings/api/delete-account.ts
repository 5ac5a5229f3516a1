import type { TDeleteAccountRequest } from '@sante/shared/account-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { leaveAccount } from '../../auth/session/leave-account';
import { resumeReads, stopReads } from '../../auth/session/quiet-reads';

/**
 * `DELETE /api/account`, then the full sign-out of `useSignOut`: both storages emptied (theme and language
 * kept) and `/connexion` loaded afresh, so nothing of the account stays in the page.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TDeleteAccountRequest) => {
      await stopReads(queryClient);
      return apiRequest<void>('/account', { method: 'DELETE', body });
    },
    onSuccess: () => {
      leaveAccount('/connexion');
    },
    onError: resumeReads,
  });
}
