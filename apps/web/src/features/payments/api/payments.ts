import type { TPayLink } from '@sante/shared/invoice-schemas';
import {
  isFinalPaymentStatus,
  PAYMENT_STATUS_POLL_MS,
  type PaymentResponse,
  type PaymentView,
} from '@sante/shared/payment-constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * A payment is read and decided by its signed-in payer, or, with `link`, by whoever holds the payment link of
 * the invoice it pays (no account: the link's id and token go in the body).
 */
const sandboxPaymentQueryKey = (id: string) => ['payments', 'sandbox', id] as const;

function readPayment(id: string, link: TPayLink | undefined, signal: AbortSignal): Promise<PaymentView> {
  const request = link
    ? apiRequest<PaymentResponse>('/invoice-links/payments/read', {
        method: 'POST',
        body: { ...link, paymentId: id },
        signal,
      })
    : apiRequest<PaymentResponse>(`/payments/sandbox/${id}`, { signal });
  return request.then((body) => body.payment);
}

/** The sandbox payment, polled every few seconds until it is final. */
export function sandboxPaymentQueryOptions(id: string, link?: TPayLink) {
  return queryOptions({
    queryKey: sandboxPaymentQueryKey(id),
    queryFn: ({ signal }) => readPayment(id, link, signal),
    refetchInterval: (query) => {
      const payment = query.state.data;
      return payment && isFinalPaymentStatus(payment.status) ? false : PAYMENT_STATUS_POLL_MS;
    },
  });
}

export function useSandboxPayment(id: string, link?: TPayLink) {
  return useQuery(sandboxPaymentQueryOptions(id, link));
}

/** The payer's answer on the sandbox page, as on their phone. */
export function useSandboxDecision(id: string, link?: TPayLink) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: 'approve' | 'decline') =>
      (link
        ? apiRequest<PaymentResponse>(`/invoice-links/sandbox/${decision}`, {
            method: 'POST',
            body: { ...link, paymentId: id },
          })
        : apiRequest<PaymentResponse>(`/payments/sandbox/${id}/${decision}`, { method: 'POST' })
      ).then((r) => r.payment),
    onSuccess: (payment: PaymentView) => queryClient.setQueryData(sandboxPaymentQueryKey(id), payment),
  });
}
