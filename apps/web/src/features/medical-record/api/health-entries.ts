import type { HealthEntryKind } from '@sante/shared/medical-record-constants';
import type { HealthEntry, THealthEntryRequest } from '@sante/shared/medical-record-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const healthEntriesKey = ['records', 'entries'] as const;

/** `GET /api/records/entries?kind=`: the patient's allergies, chronic conditions or current treatments. */
export function healthEntriesQueryOptions(kind: HealthEntryKind) {
  return queryOptions({
    queryKey: [...healthEntriesKey, kind],
    queryFn: ({ signal }) =>
      apiRequest<{ entries: HealthEntry[] }>('/records/entries', { query: { kind }, signal }).then((r) => r.entries),
  });
}

export function useHealthEntries(kind: HealthEntryKind) {
  return useQuery(healthEntriesQueryOptions(kind));
}

/** `POST /api/records/entries`, or `PUT /api/records/entries/{id}` when `id` is given. */
export function useSaveHealthEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: THealthEntryRequest }) =>
      apiRequest<{ entry: HealthEntry }>(id ? `/records/entries/${id}` : '/records/entries', {
        method: id ? 'PUT' : 'POST',
        body,
      }).then((r) => r.entry),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthEntriesKey }),
  });
}

/** `DELETE /api/records/entries/{id}` */
export function useDeleteHealthEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<undefined>(`/records/entries/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthEntriesKey }),
  });
}
