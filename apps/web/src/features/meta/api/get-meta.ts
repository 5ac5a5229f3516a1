import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type Meta = { demoMode: boolean };

/** `GET /api/meta`: facts about this installation (demo accounts exist or not). */
export function getMeta(signal?: AbortSignal): Promise<Meta> {
  return apiRequest<Meta>('/meta', { signal });
}

export function metaQueryOptions() {
  return queryOptions({
    queryKey: ['meta'],
    queryFn: ({ signal }) => getMeta(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useMeta() {
  return useQuery(metaQueryOptions());
}
