import type { AdminPaymentsResponse, AdminPaymentView } from '@sante/shared/payment-constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** How many payments the page asks for (the API's largest page). */
export const ADMIN_PAYMENTS_LIMIT = 200;

/** `/admin/paiements` filters as kept in the address; empty = no filter. */
export type PaymentFilters = { status: string; provider: string; method: string; refundDue: string };

const adminPaymentsKey = ['admin', 'payments'] as const;

/** `GET /api/admin/payments`: newest first. */
export function adminPaymentsQueryOptions(filters: PaymentFilters) {
  const query: Record<string, string> = { limit: String(ADMIN_PAYMENTS_LIMIT) };
  for (const [name, value] of Object.entries(filters)) if (value) query[name] = value;
  return queryOptions({
    queryKey: [...adminPaymentsKey, query] as const,
    queryFn: ({ signal }) =>
      apiRequest<AdminPaymentsResponse>('/admin/payments', { query, signal }).then((body) => body.payments),
  });
}

export function useAdminPayments(filters: PaymentFilters) {
  return useQuery(adminPaymentsQueryOptions(filters));
}

/** `POST /api/admin/payments/{id}/reconcile`: without a resolution, re-reads the provider. */
export type ReconcileInput = { resolution?: 'succeeded' | 'failed' | 'cancelled'; reason?: string };

export function useReconcilePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReconcileInput }) =>
      apiRequest<{ payment: AdminPaymentView }>(`/admin/payments/${id}/reconcile`, {
        method: 'POST',
        body: input,
      }).then((body) => body.payment),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPaymentsKey }),
  });
}

/** `POST /api/admin/payments/{id}/refund`: a refund made outside the platform, recorded with how. */
export function useRecordRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest<{ payment: AdminPaymentView }>(`/admin/payments/${id}/refund`, {
        method: 'POST',
        body: { reason },
      }).then((body) => body.payment),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPaymentsKey }),
  });
}
