import type { ArchiveList, ArchivePurgePreview, ArchiveSource } from '@sante/shared/archive-constants';
import type { TArchiveHoldRequest, TArchiveQuery } from '@sante/shared/archive-schemas';
import type { SignedDocumentUrl } from '@sante/shared/medical-record-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const archivesKey = ['admin', 'archives'] as const;

/** `GET /api/admin/archives`: asked for on each search (each one is audited), not on each keystroke. */
export function useArchives(filters: TArchiveQuery | null) {
  const query = Object.fromEntries(Object.entries(filters ?? {}).filter(([, value]) => Boolean(value))) as Record<
    string,
    string
  >;
  return useQuery({
    queryKey: [...archivesKey, 'search', query] as const,
    queryFn: ({ signal }) => apiRequest<ArchiveList>('/admin/archives', { query, signal }),
    enabled: filters !== null,
    staleTime: Infinity,
  });
}

/** `GET /api/admin/archives/purge`: what the next yearly purge will remove. */
export function useArchivePurge() {
  return useQuery({
    queryKey: [...archivesKey, 'purge'] as const,
    queryFn: ({ signal }) => apiRequest<ArchivePurgePreview>('/admin/archives/purge', { signal }),
  });
}

/** `POST /api/admin/archives/{source}/{id}/url`: a 5-minute signed link minted (and audited) for each opening. */
export function useOpenArchive() {
  return useMutation({
    mutationFn: ({ source, id }: { source: ArchiveSource; id: string }) =>
      apiRequest<SignedDocumentUrl>(`/admin/archives/${source}/${id}/url`, { method: 'POST' }),
  });
}

/** The PDF of a prescription, invoice or credit note, rendered (and audited) on each opening. */
export const renderedArchiveUrl = (source: ArchiveSource, id: string) => `/api/admin/archives/${source}/${id}/pdf`;

/**
 * `PUT` (set) or `DELETE` (lift) `/api/admin/archives/{source}/{id}/hold` with a reason; the search and the purge's
 * list are read again.
 */
export function useArchiveHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      source,
      id,
      lift,
      body,
    }: {
      source: ArchiveSource;
      id: string;
      lift: boolean;
      body: TArchiveHoldRequest;
    }) => apiRequest<null>(`/admin/archives/${source}/${id}/hold`, { method: lift ? 'DELETE' : 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: archivesKey }),
  });
}
