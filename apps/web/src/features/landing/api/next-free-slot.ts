import {
  DAY_PERIODS,
  OFFERED_WITHIN_DAYS,
  type FirstAvailableResponse,
  type VisitKind,
} from '@sante/shared/availability-constants';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `GET /api/availability/first-available`: the first free slot of this kind of visit, any carer, in the next
 * 14 days (its ISO start), or null. Read in the browser only (the pre-rendered page has no such claim).
 */
export function useNextFreeSlot(kind: VisitKind | undefined) {
  return useQuery({
    queryKey: ['availability', 'first-available', 'landing', kind] as const,
    queryFn: async ({ signal }) => {
      const first = await apiRequest<FirstAvailableResponse>('/availability/first-available', {
        query: { kind: kind ?? '', days: String(OFFERED_WITHIN_DAYS) },
        signal,
      });
      return DAY_PERIODS.flatMap((period) => first[period])[0]?.startsAt ?? null;
    },
    enabled: kind !== undefined,
    staleTime: 60_000,
  });
}
