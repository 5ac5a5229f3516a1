import type { DueDosesResponse } from '@sante/shared/vaccination-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/vaccinations/due` (the vaccination feature's): doses due within 30 days or overdue. */
export function dueVaccinationsQueryOptions() {
  return queryOptions({
    queryKey: ['vaccinations', 'due'] as const,
    queryFn: ({ signal }) => apiRequest<DueDosesResponse>('/vaccinations/due', { signal }).then((body) => body.due),
    retry: false,
  });
}

export function useDueVaccinations() {
  return useQuery(dueVaccinationsQueryOptions());
}
