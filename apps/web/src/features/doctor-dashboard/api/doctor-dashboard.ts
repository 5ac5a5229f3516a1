import type { DoctorDashboard } from '@sante/shared/doctor-dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/doctor/dashboard`: my figures (visits, tasks, results to review, the month's earnings). */
export function useDoctorDashboard() {
  return useQuery({
    queryKey: ['doctor', 'dashboard'],
    queryFn: ({ signal }) => apiRequest<DoctorDashboard>('/doctor/dashboard', { signal }),
  });
}
