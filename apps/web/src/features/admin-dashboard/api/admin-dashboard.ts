import type { AdminDashboard } from '@sante/shared/admin-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/admin/dashboard`: read again every minute while the page is open. */
export function adminDashboardQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'dashboard'] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ dashboard: AdminDashboard }>('/admin/dashboard', { signal }).then((body) => body.dashboard),
    refetchInterval: 60_000,
  });
}

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}
