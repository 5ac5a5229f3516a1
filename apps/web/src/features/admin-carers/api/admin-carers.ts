import type {
  AdminCarer,
  AdminCarerDetail,
  AdminCarersResponse,
  CarerDocument,
  TAdminCarerCreateRequest,
  TAdminCarerStatusRequest,
  TAdminCarerUpdateRequest,
} from '@sante/shared/carer-schemas';
import type { CarerDocumentKind } from '@sante/shared/doctor-constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { APP_CONFIG } from '../../../lib/app-config';
import { ApiError, apiErrorFromResponse, apiRequest, errorTextsReady } from '../../../lib/api-client';
import { portraitForUpload } from '../lib/carer-portrait';

/** `/admin/medecins` filters as kept in the address; empty = no filter. */
export type CarerFilters = { q: string; profession: string; specialty: string; city: string; status: string };

/** How many carers the page asks for (the API's largest page). */
export const ADMIN_CARERS_LIMIT = 100;

const carersKey = ['admin', 'carers'] as const;

/** `GET /api/admin/carers`: pending first, then by name. */
export function adminCarersQueryOptions(filters: CarerFilters) {
  const query: Record<string, string> = { perPage: String(ADMIN_CARERS_LIMIT) };
  for (const [name, value] of Object.entries(filters)) if (value.trim()) query[name] = value.trim();
  return queryOptions({
    queryKey: [...carersKey, 'list', query] as const,
    queryFn: ({ signal }) => apiRequest<AdminCarersResponse>('/admin/carers', { query, signal }),
  });
}

export function useAdminCarers(filters: CarerFilters) {
  return useQuery(adminCarersQueryOptions(filters));
}

/** `GET /api/admin/carers/{id}` */
export function useAdminCarer(id: string) {
  return useQuery({
    queryKey: [...carersKey, 'one', id] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ carer: AdminCarerDetail }>(`/admin/carers/${id}`, { signal }).then((body) => body.carer),
  });
}

/** `POST /api/admin/carers`: the account, the profile pending verification and the invitation e-mail. */
export function useCreateCarer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminCarerCreateRequest) =>
      apiRequest<{ carer: AdminCarer }>('/admin/carers', { method: 'POST', body }).then((r) => r.carer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carersKey }),
  });
}

/** `PUT /api/admin/carers/{id}` */
export function useUpdateCarer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminCarerUpdateRequest) =>
      apiRequest<{ carer: AdminCarerDetail }>(`/admin/carers/${id}`, { method: 'PUT', body }).then((r) => r.carer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carersKey }),
  });
}

/** `POST /api/admin/carers/{id}/status`: verify, suspend, reactivate or delete. */
export function useChangeCarerStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminCarerStatusRequest) =>
      apiRequest<{ carer: AdminCarerDetail }>(`/admin/carers/${id}/status`, { method: 'POST', body }).then(
        (r) => r.carer,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carersKey }),
  });
}

const documentsKey = (id: string) => [...carersKey, 'documents', id] as const;

/** `GET /api/admin/carers/{id}/documents`: links of 5 minutes, so read again before they lapse. */
export function useCarerDocuments(id: string) {
  return useQuery({
    queryKey: documentsKey(id),
    queryFn: ({ signal }) =>
      apiRequest<{ documents: CarerDocument[] }>(`/admin/carers/${id}/documents`, { signal }).then(
        (body) => body.documents,
      ),
    staleTime: 60_000,
    refetchInterval: 4 * 60_000,
  });
}

/** `POST /api/admin/carers/{id}/documents/{kind}` (multipart `file`): errors become `ApiError`s like the others. */
async function uploadDocument(id: string, kind: CarerDocumentKind, file: File): Promise<CarerDocument[]> {
  const form = new FormData();
  form.set('file', file);
  let response: Response;
  try {
    response = await fetch(`${APP_CONFIG.apiBasePath}/admin/carers/${id}/documents/${kind}`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError({ status: 0, code: null });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    await errorTextsReady();
    throw apiErrorFromResponse(response.status, body, response.headers.get('retry-after'));
  }
  return (body as { documents: CarerDocument[] }).documents;
}

export function useUploadCarerDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, file }: { kind: CarerDocumentKind; file: File }) =>
      uploadDocument(id, kind, kind === 'photo' ? await portraitForUpload(file) : file),
    onSuccess: (documents) => queryClient.setQueryData(documentsKey(id), documents),
  });
}
