import {
  isFinalPaymentStatus,
  PAYMENT_STATUS_POLL_MS,
  type PaymentResponse,
  type PaymentView,
} from '@sante/shared/payment-constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const sandboxPaymentQueryKey = (id: string) => ['payments', 'sandbox', id] as const;

/** `GET /api/payments/sandbox/{id}`: polled every few seconds until the payment is final. */
export function sandboxPaymentQueryOptions(id: string) {
  return queryOptions({
    queryKey: sandboxPaymentQueryKey(id),
    queryFn: ({ signal }) =>
      apiRequest<PaymentResponse>(`/payments/sandbox/${id}`, { signal }).then((body) => body.payment),
    refetchInterval: (query) => {
      const payment = query.state.data;
      return payment && isFinalPaymentStatus(payment.status) ? false : PAYMENT_STATUS_POLL_MS;
    },
  });
}

export function useSandboxPayment(id: string) {
  return useQuery(sandboxPaymentQueryOptions(id));
}

/** `POST /api/payments/sandbox/{id}/approve|decline`: the payer's answer, as on their phone. */
export function useSandboxDecision(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: 'approve' | 'decline') =>
      apiRequest<PaymentResponse>(`/payments/sandbox/${id}/${decision}`, { method: 'POST' }).then((r) => r.payment),
    onSuccess: (payment: PaymentView) => queryClient.setQueryData(sandboxPaymentQueryKey(id), payment),
  });
}
