import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouteRequirementsProvider } from '../features/auth/components/route-requirements';
import { createQueryClient } from '../lib/query-client';
import { requirementForPath } from './route-table';
import { ToastHost } from './toast-host';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RouteRequirementsProvider value={requirementForPath}>{children}</RouteRequirementsProvider>
      <ToastHost />
    </QueryClientProvider>
  );
}
