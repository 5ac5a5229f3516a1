import type { HealthEntry } from '@sante/shared/medical-record-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/records/entries` (the medical record's): allergies, conditions and treatments, for a summary. */
export function healthEntriesQueryOptions() {
  return queryOptions({
    queryKey: ['records', 'entries', 'all'] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ entries: HealthEntry[] }>('/records/entries', { signal }).then((body) => body.entries),
    retry: false,
  });
}

export function useHealthEntries() {
  return useQuery(healthEntriesQueryOptions());
}
