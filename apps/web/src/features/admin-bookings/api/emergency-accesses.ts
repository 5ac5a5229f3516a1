import type { EmergencyAccessesResponse, EmergencyAccessView } from '@sante/shared/clinic-constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const accessesKey = ['admin', 'emergency-accesses'] as const;

/** `GET /api/admin/emergency-accesses?pending=1` (admin, super_admin): carers' emergency accesses not reviewed yet. */
export function usePendingEmergencyAccesses(enabled: boolean) {
  return useQuery({
    queryKey: accessesKey,
    queryFn: ({ signal }) =>
      apiRequest<EmergencyAccessesResponse>('/admin/emergency-accesses', { query: { pending: '1' }, signal }).then(
        (body) => body.accesses,
      ),
    enabled,
  });
}

/** `POST /api/admin/emergency-accesses/{id}/review`: marks one reviewed; it leaves the list. */
export function useReviewEmergencyAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ access: EmergencyAccessView }>(`/admin/emergency-accesses/${id}/review`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessesKey }),
  });
}
