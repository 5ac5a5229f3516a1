import type { ArchiveList, ArchiveSource } from '@sante/shared/archive-constants';
import type { TArchiveQuery } from '@sante/shared/archive-schemas';
import type { SignedDocumentUrl } from '@sante/shared/medical-record-schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/admin/archives`: asked for on each search (each one is audited), not on each keystroke. */
export function useArchives(filters: TArchiveQuery | null) {
  const query = Object.fromEntries(Object.entries(filters ?? {}).filter(([, value]) => Boolean(value))) as Record<
    string,
    string
  >;
  return useQuery({
    queryKey: ['admin', 'archives', query] as const,
    queryFn: ({ signal }) => apiRequest<ArchiveList>('/admin/archives', { query, signal }),
    enabled: filters !== null,
    staleTime: Infinity,
  });
}

/** `POST /api/admin/archives/{source}/{id}/url`: a 5-minute signed link minted (and audited) for each opening. */
export function useOpenArchive() {
  return useMutation({
    mutationFn: ({ source, id }: { source: ArchiveSource; id: string }) =>
      apiRequest<SignedDocumentUrl>(`/admin/archives/${source}/${id}/url`, { method: 'POST' }),
  });
}
