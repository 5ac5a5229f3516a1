import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type Meta = { demoMode: boolean };

/** `GET /api/meta`: facts about this installation (demo accounts exist or not). */
export function getMeta(signal?: AbortSignal): Promise<Meta> {
  return apiRequest<Meta>('/meta', { signal });
}

/**
 * The server writes the demo flag into the page (`<meta name="sante-demo-mode">`), so the banner is drawn
 * with the first paint, without a request; the Vite dev server does not, and then the API is asked.
 */
function metaFromPage(): Meta | undefined {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector('meta[name="sante-demo-mode"]')?.getAttribute('content');
  return content === '1' || content === '0' ? { demoMode: content === '1' } : undefined;
}

export function metaQueryOptions() {
  return queryOptions({
    queryKey: ['meta'],
    queryFn: ({ signal }) => getMeta(signal),
    initialData: metaFromPage,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useMeta() {
  return useQuery(metaQueryOptions());
}
