import type {
  PharmacistResponse,
  PharmacistsResponse,
  TRegisterPharmacistRequest,
  TUpdatePharmacistRequest,
} from '@sante/shared/pharmacist-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const pharmacistsKey = ['shop', 'pharmacists'] as const;

export function pharmacistsQueryOptions() {
  return queryOptions({
    queryKey: pharmacistsKey,
    queryFn: ({ signal }) => apiRequest<PharmacistsResponse>('/admin/shop/pharmacists', { signal }),
  });
}

export function usePharmacists() {
  return useQuery(pharmacistsQueryOptions());
}

/** `POST /api/admin/shop/pharmacists`: a staff account registered with their Ordre number (ADR 049). */
export function useRegisterPharmacist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRegisterPharmacistRequest) =>
      apiRequest<PharmacistResponse>('/admin/shop/pharmacists', { method: 'POST', body }).then((r) => r.pharmacist),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pharmacistsKey }),
  });
}

/** `PUT /api/admin/shop/pharmacists/{userId}`: corrected number or pharmacy, deactivated or active again. */
export function useUpdatePharmacist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: TUpdatePharmacistRequest & { userId: string }) =>
      apiRequest<PharmacistResponse>(`/admin/shop/pharmacists/${userId}`, { method: 'PUT', body }).then(
        (r) => r.pharmacist,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pharmacistsKey }),
  });
}
