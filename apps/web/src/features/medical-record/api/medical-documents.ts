import type {
  MedicalDocument,
  SignedDocumentUrl,
  TMedicalDocumentFields,
  TMedicalDocumentQuery,
} from '@sante/shared/medical-record-schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { uploadMedicalDocument } from './upload-medical-document';

const documentsKey = ['records', 'documents'] as const;

/** Only the filters that are set, so that `{}` and `{ q: '' }` share one cache entry and one URL. */
function definedFilters(filters: TMedicalDocumentQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** `GET /api/records/documents?q&kind&from&to`: newest document date first, filtered by the server. */
export function medicalDocumentsQueryOptions(filters: TMedicalDocumentQuery) {
  const query = definedFilters(filters);
  return queryOptions({
    queryKey: [...documentsKey, query],
    queryFn: ({ signal }) =>
      apiRequest<{ documents: MedicalDocument[] }>('/records/documents', { query, signal }).then((r) => r.documents),
  });
}

export function useMedicalDocuments(filters: TMedicalDocumentQuery) {
  return useQuery({ ...medicalDocumentsQueryOptions(filters), placeholderData: keepPreviousData });
}

/** `POST /api/records/documents` (multipart), with upload progress in percent. */
export function useUploadMedicalDocument(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, fields }: { file: File; fields: TMedicalDocumentFields }) =>
      uploadMedicalDocument(file, fields, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}

/** `PUT /api/records/documents/{id}`: title, kind, category and date. */
export function useUpdateMedicalDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: TMedicalDocumentFields }) =>
      apiRequest<{ document: MedicalDocument }>(`/records/documents/${id}`, { method: 'PUT', body: fields }).then(
        (r) => r.document,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}

/** `DELETE /api/records/documents/{id}` */
export function useDeleteMedicalDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<undefined>(`/records/documents/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}

/**
 * `GET /api/records/documents/{id}/url`: a short-lived signed URL, for an inline preview or (`download`) a
 * download. Asked for at the moment of use, never cached: it expires within minutes.
 */
export function fetchSignedDocumentUrl(id: string, download: boolean): Promise<SignedDocumentUrl> {
  return apiRequest<SignedDocumentUrl>(`/records/documents/${id}/url`, download ? { query: { download: '1' } } : {});
}
