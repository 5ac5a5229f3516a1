import { UI } from '@sante/shared/constants';
import {
  PAYMENT_REFUND_DUE_EVENT,
  type AdminPaymentsResponse,
  type AdminPaymentView,
  type PaymentRefundDueMessage,
} from '@sante/shared/payment-constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRealtimeEvent } from '../../../lib/realtime';
import { refreshLive } from '../../../lib/refresh-live';

/** How many payments the page asks for (the API's largest page). */
export const ADMIN_PAYMENTS_LIMIT = 200;

/** `/admin/paiements` filters as kept in the address; empty = no filter. `q`: a name, a phone or a reference. */
export type PaymentFilters = { status: string; provider: string; method: string; refundDue: string; q: string };

const adminPaymentsKey = ['admin', 'payments'] as const;

/** `GET /api/admin/payments`: newest first. */
export function adminPaymentsQueryOptions(filters: PaymentFilters) {
  const query: Record<string, string> = { limit: String(ADMIN_PAYMENTS_LIMIT) };
  for (const [name, value] of Object.entries(filters)) if (value.trim()) query[name] = value.trim();
  return queryOptions({
    queryKey: [...adminPaymentsKey, query] as const,
    queryFn: ({ signal }) =>
      apiRequest<AdminPaymentsResponse>('/admin/payments', { query, signal }).then((body) => body.payments),
  });
}

export function useAdminPayments(filters: PaymentFilters) {
  return useQuery(adminPaymentsQueryOptions(filters));
}

/**
 * Staff are told live when a success is owed back (a payable paid twice, ADR 020): the list is read again
 * (also after a reconnection, when pushes may have been missed) and `onRefundDue` gets each push.
 */
export function useRefundDuePushes(onRefundDue: (message: PaymentRefundDueMessage) => void): void {
  const queryClient = useQueryClient();
  useRealtimeEvent<PaymentRefundDueMessage>(PAYMENT_REFUND_DUE_EVENT, (message) => {
    void refreshLive(queryClient, adminPaymentsKey);
    if (message) onRefundDue(message);
  });
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
        timeoutMs: UI.paymentRequestTimeoutMs,
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
