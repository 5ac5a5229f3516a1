import type { CatalogueService } from '@sante/shared/catalogue-constants';
import type { TServiceRequest } from '@sante/shared/service-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const adminServicesKey = ['admin', 'services'] as const;

/** `GET /api/admin/services`: every service, inactive ones included. */
export function useAdminServices() {
  return useQuery({
    queryKey: adminServicesKey,
    queryFn: ({ signal }) =>
      apiRequest<{ services: CatalogueService[] }>('/admin/services', { signal }).then((body) => body.services),
  });
}

/** `POST /api/admin/services` (no id) or `PUT /api/admin/services/{id}`; the public catalogue is refreshed too. */
export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TServiceRequest }) =>
      apiRequest<{ service: CatalogueService }>(id ? `/admin/services/${id}` : '/admin/services', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }).then((body) => body.service),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminServicesKey });
      await queryClient.invalidateQueries({ queryKey: ['services'] });
    },
  });
}
