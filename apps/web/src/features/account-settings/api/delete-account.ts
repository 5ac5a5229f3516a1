import type { TDeleteAccountRequest } from '@sante/shared/account-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { leaveAccount } from '../../auth/session/leave-account';

/**
 * `DELETE /api/account`, then the full sign-out of `useSignOut`: both storages emptied (theme and language
 * kept) and `/connexion` loaded afresh, so nothing of the account stays in the page.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: TDeleteAccountRequest) => apiRequest<void>('/account', { method: 'DELETE', body }),
    onSuccess: () => {
      leaveAccount('/connexion');
    },
  });
}
