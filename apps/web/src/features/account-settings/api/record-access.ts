import type { RecordAccessOverview } from '@sante/shared/clinic-constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const recordAccessKey = ['account', 'record-access'] as const;

/** `GET /api/records/access`: who may see my record (shares) and who opened it, emergency accesses included. */
export function recordAccessQueryOptions() {
  return queryOptions({
    queryKey: recordAccessKey,
    queryFn: ({ signal }) => apiRequest<RecordAccessOverview>('/records/access', { signal }),
  });
}

export function useRecordAccess() {
  return useQuery(recordAccessQueryOptions());
}

/** `PUT` / `DELETE /api/records/access/shares/{carerId}`: share my record with a carer of my bookings, or stop. */
export function useRecordShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ carerId, shared }: { carerId: string; shared: boolean }) =>
      apiRequest<void>(`/records/access/shares/${carerId}`, { method: shared ? 'PUT' : 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordAccessKey }),
  });
}
