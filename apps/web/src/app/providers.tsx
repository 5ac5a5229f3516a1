import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouteRequirementsProvider } from '../features/auth/components/route-requirements';
import { createQueryClient } from '../lib/query-client';
import { requirementForPath } from './route-table';
import { ToastHost } from './toast-host';

/** `queryClient` is given by the pre-renderer (with the demo flag already in it); the browser makes its own. */
export function Providers({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <RouteRequirementsProvider value={requirementForPath}>{children}</RouteRequirementsProvider>
      <ToastHost />
    </QueryClientProvider>
  );
}
