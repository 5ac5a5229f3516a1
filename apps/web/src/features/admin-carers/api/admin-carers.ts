import type {
  AdminCarer,
  AdminCarerDetail,
  AdminCarersResponse,
  TAdminCarerCreateRequest,
  TAdminCarerStatusRequest,
  TAdminCarerUpdateRequest,
} from '@sante/shared/carer-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

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
