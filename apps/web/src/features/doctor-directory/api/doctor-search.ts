import type { DoctorSearchResponse } from '@sante/shared/directory-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Doctors shown at once (the API's largest page). */
export const DIRECTORY_PAGE_SIZE = 50;

/** The directory's filters as the page keeps them in its address (empty string: no filter). */
export type DirectoryFilters = { specialty: string; city: string; maxPrice: string; date: string };

/** `GET /api/doctors/search`: listed doctors, nearest first for a signed-in patient with a saved position. */
export function doctorSearchQueryOptions(filters: DirectoryFilters) {
  const query: Record<string, string> = { perPage: String(DIRECTORY_PAGE_SIZE) };
  for (const [name, value] of Object.entries(filters)) if (value) query[name] = value;
  return queryOptions({
    queryKey: ['doctors', 'search', filters] as const,
    queryFn: ({ signal }) => apiRequest<DoctorSearchResponse>('/doctors/search', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDoctorSearch(filters: DirectoryFilters) {
  return useQuery(doctorSearchQueryOptions(filters));
}
