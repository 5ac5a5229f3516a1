import {
  ZInitiatePaymentRequestSchema,
  ZReconcilePaymentRequestSchema,
  ZRefundPaymentRequestSchema,
} from '@sante/shared/payment-schemas';
import type { Operation } from '../openapi/operation';

/** `/api/payments` and `/api/admin/payments`. */
export const PAYMENT_OPERATIONS: readonly Operation[] = [
  {
    method: 'post',
    path: '/api/payments',
    summary: 'Start paying a booking or an invoice (a retry with the same idempotency key gets the first answer)',
    tag: 'payments',
    auth: 'patient',
    body: ZInitiatePaymentRequestSchema,
    success: 201,
  },
  {
    method: 'get',
    path: '/api/payments/{id}',
    summary: 'A payment (its payer or staff)',
    tag: 'payments',
    auth: 'session',
  },
  {
    method: 'post',
    path: '/api/payments/{id}/settle-cash',
    summary: 'Cash received on site (the doctor of the payable, or staff)',
    tag: 'payments',
    auth: 'session',
  },
  {
    method: 'get',
    path: '/api/payments/sandbox/{id}',
    summary: 'Demo provider: the payment to approve (its payer)',
    tag: 'payments',
    auth: 'session',
  },
  {
    method: 'post',
    path: '/api/payments/sandbox/{id}/approve',
    summary: 'Demo provider: the payer approves (sends the signed sandbox webhook)',
    tag: 'payments',
    auth: 'session',
  },
  {
    method: 'post',
    path: '/api/payments/sandbox/{id}/decline',
    summary: 'Demo provider: the payer declines (sends the signed sandbox webhook)',
    tag: 'payments',
    auth: 'session',
  },
  {
    method: 'post',
    path: '/api/payments/webhooks/{provider}',
    summary: 'Provider webhook (signed raw body; x-notch-signature for Notch Pay)',
    tag: 'payments',
    textParams: ['provider'],
  },
  {
    method: 'get',
    path: '/api/admin/payments',
    summary: 'Every payment, newest first',
    tag: 'payments',
    auth: 'staff',
    query: {
      status: 'pending | processing | succeeded | failed | cancelled | expired | refunded',
      provider: 'sandbox | notchpay | cash',
      method: 'mtn_momo | orange_money | cash',
      payableType: 'booking | invoice',
      payableId: 'uuid',
      refundDue: 'true: only the payments to refund (succeeded, booking cancelled)',
      limit: '1-200 (50)',
    },
  },
  {
    method: 'post',
    path: '/api/admin/payments/{id}/reconcile',
    summary: "Re-read the provider's status, or settle by hand with a reason (audited)",
    tag: 'payments',
    auth: 'staff',
    body: ZReconcilePaymentRequestSchema,
  },
  {
    method: 'post',
    path: '/api/admin/payments/{id}/refund',
    summary: 'Record that a successful payment was paid back, with how (audited; the payer is told)',
    tag: 'payments',
    auth: 'staff',
    body: ZRefundPaymentRequestSchema,
  },
];
