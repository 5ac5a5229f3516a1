import {
  ORDER_UPDATED_EVENT,
  type OrderListResponse,
  type OrderPayLinkResponse,
  type OrderResponse,
  type OrderReviewMaterial,
  type OrderUpdatedMessage,
  type OrderView,
} from '@sante/shared/order-constants';
import type {
  TAdminOrdersQuery,
  TAdvanceOrderRequest,
  TCreateOrderRequest,
  TRefuseOrderPrescriptionRequest,
  TReviewOrderRequest,
} from '@sante/shared/order-schemas';
import type { TRefundPaymentRequest } from '@sante/shared/payment-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { useRealtimeEvent } from '../../../lib/realtime';
import { refreshLive } from '../../../lib/refresh-live';

const ordersKey = ['shop', 'orders'] as const;

export function myOrdersQueryOptions() {
  return queryOptions({
    queryKey: [...ordersKey, 'mine'] as const,
    queryFn: ({ signal }) => apiRequest<OrderListResponse>('/shop/orders', { signal }).then((body) => body.orders),
  });
}

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions());
}

export function useOrder(id: string | null) {
  return useQuery({
    queryKey: [...ordersKey, 'one', id] as const,
    queryFn: ({ signal }) => apiRequest<OrderResponse>(`/shop/orders/${id ?? ''}`, { signal }).then((b) => b.order),
    enabled: id !== null,
  });
}

/** `POST /api/shop/orders`: the server prices the order and holds its stock. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateOrderRequest) =>
      apiRequest<OrderResponse>('/shop/orders', { method: 'POST', body }).then((r) => r.order),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<OrderResponse>(`/shop/orders/${id}/cancel`, { method: 'POST' }).then((r) => r.order),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** What a push does to the order screens (see `refreshLive`). */
export function refreshOrders(queryClient: QueryClient): Promise<void> {
  return refreshLive(queryClient, ordersKey);
}

/**
 * Every order screen follows its orders live: a push (or a reconnection) reads them again. Not connected while
 * there is no order to follow (`enabled` false: no order in the address, nobody signed in, or the order was not
 * found).
 */
export function useOrderUpdates(enabled = true): { connected: boolean } {
  const queryClient = useQueryClient();
  const onUpdate = useCallback(
    (message: OrderUpdatedMessage | null) => {
      void message;
      void refreshOrders(queryClient);
    },
    [queryClient],
  );
  return useRealtimeEvent<OrderUpdatedMessage>(ORDER_UPDATED_EVENT, onUpdate, enabled);
}

export function useOrderQueue(query: TAdminOrdersQuery) {
  return useQuery({
    queryKey: [...ordersKey, 'queue', query] as const,
    queryFn: ({ signal }) =>
      apiRequest<OrderListResponse>('/admin/shop/orders', {
        query: Object.fromEntries(Object.entries(query).filter(([, value]) => value)),
        signal,
      }).then((body) => body.orders),
  });
}

export function useAdvanceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TAdvanceOrderRequest & { id: string }) =>
      apiRequest<OrderResponse>(`/admin/shop/orders/${id}/status`, { method: 'POST', body }).then(
        (r): OrderView => r.order,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** The prescription step (ADR 042): one of my signed prescriptions, or a paper's photo or PDF; the order goes to review. */
export function useJoinPrescription(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (joined: { prescriptionId: string } | { file: File }) => {
      if ('prescriptionId' in joined)
        return apiRequest<OrderResponse>(`/shop/orders/${orderId}/prescription`, { method: 'POST', body: joined });
      const form = new FormData();
      form.append('file', joined.file);
      return apiRequest<OrderResponse>(`/shop/orders/${orderId}/prescription/upload`, { method: 'POST', body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** `POST /api/shop/orders/{id}/pay-link`: a link a relative pays the order with (shown once, ADR 043). */
export function useOrderPayLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<OrderPayLinkResponse>(`/shop/orders/${id}/pay-link`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** `POST /api/shop/orders/{id}/accept`: the patient accepts the total the pharmacist's review changed. */
export function useAcceptOrderChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<OrderResponse>(`/shop/orders/${id}/accept`, { method: 'POST' }).then((r) => r.order),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** The order's invoice as a PDF, downloaded by the browser with the session cookie (same origin). */
export const orderInvoicePdfHref = (invoiceId: string) => `/api/invoices/${invoiceId}/pdf`;
export const orderCreditNotePdfHref = (creditNoteId: string) => `/api/credit-notes/${creditNoteId}/pdf`;

/** Staff record the cash of a cash-on-delivery order as collected (idempotent). */
export function useRecordOrderCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<OrderResponse>(`/admin/shop/orders/${id}/cash`, { method: 'POST' }).then((r) => r.order),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/**
 * The prescription to review beside the lines, and the generics in stock per line (a registered pharmacist). Keyed
 * by the review's deadline, which each prescription sent sets anew (ADR 053: a refused one is replaced on the same
 * order), and outside the orders' key: a live update of the queue never reads the prescription of an order that
 * has just left the review (it is gone: 404).
 */
export function useOrderReviewMaterial({ id, reviewBy }: Pick<OrderView, 'id' | 'reviewBy'>) {
  return useQuery({
    queryKey: ['shop', 'order-review', id, reviewBy] as const,
    queryFn: ({ signal }) => apiRequest<OrderReviewMaterial>(`/admin/shop/orders/${id}/prescription`, { signal }),
    // The image's signed URL lives 5 minutes.
    staleTime: 4 * 60_000,
  });
}

export function useReviewOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TReviewOrderRequest & { id: string }) =>
      apiRequest<OrderResponse>(`/admin/shop/orders/${id}/review`, { method: 'POST', body }).then(
        (r): OrderView => r.order,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** A registered pharmacist refuses the prescription itself: the patient sends another on the same order (ADR 053). */
export function useRefuseOrderPrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TRefuseOrderPrescriptionRequest & { id: string }) =>
      apiRequest<OrderResponse>(`/admin/shop/orders/${id}/prescription/refuse`, { method: 'POST', body }).then(
        (r): OrderView => r.order,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** Staff (`shop_orders.refund`) record the refund of what an order's payer is owed. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TRefundPaymentRequest & { id: string }) =>
      apiRequest<OrderResponse>(`/admin/shop/orders/${id}/refund`, { method: 'POST', body }).then((r) => r.order),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
